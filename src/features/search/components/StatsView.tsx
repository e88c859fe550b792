import type { StockNoun } from '../rules/stock-noun.ts';
import { formatNumber } from '../../../shared/numbers.ts';

/** The result count above the grid ('1,234 cars found', '295 vehicles found'); polite live region for screen readers. */
export function StatsView({ count, noun }: { count: number; noun: StockNoun }) {
  return (
    <p className="search-stats" role="status" aria-live="polite">
      <strong>{formatNumber(count)}</strong> {count === 1 ? noun.one : noun.many} found
    </p>
  );
}
