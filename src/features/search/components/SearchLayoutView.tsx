import type { ReactNode } from 'react';
import { CARS, type StockNoun } from '../rules/stock-noun.ts';
import { formatNumber } from '../../../shared/numbers.ts';

interface Props {
  searchBox: ReactNode;
  filters: ReactNode;
  /** Result count for the 'show me N cars' button. */
  count: number;
  noun: StockNoun;
  toolbar: ReactNode;
  refinements: ReactNode;
  results: ReactNode;
  pagination: ReactNode;
}

/** spec: 'show me N cars' button text. */
export function showMeText(count: number, noun: StockNoun = CARS): string {
  return `Show me ${formatNumber(count)} ${count === 1 ? noun.one : noun.many}`;
}

/**
 * The search page frame shared by the static HTML and the island: search box, filter panel
 * (a disclosure on phones, a sidebar on wide screens) and the results column.
 */
export function SearchLayoutView({
  searchBox,
  filters,
  count,
  noun,
  toolbar,
  refinements,
  results,
  pagination,
}: Props) {
  return (
    <div className="search-page">
      <div className="search-page__box">{searchBox}</div>
      <details className="filters" data-filters>
        <summary className="filters__toggle button button--ghost">Filters</summary>
        <div className="filters__body">
          {filters}
          <a className="button filters__show" href="#results">
            {showMeText(count, noun)}
          </a>
        </div>
      </details>
      <section id="results" className="search-page__results" aria-labelledby="results-heading" tabIndex={-1}>
        <h2 id="results-heading" className="visually-hidden">
          Search results
        </h2>
        <div className="search-toolbar">{toolbar}</div>
        {refinements}
        {results}
        {pagination}
      </section>
    </div>
  );
}
