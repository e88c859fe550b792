import { useEffect, useState } from 'react';
import { isPriceComparisonShown, type PriceComparisonResult } from '../rules/price-comparison.ts';
import { formatMoney } from '../../../shared/money.ts';

/**
 * Price comparison block from GET /api/cars/:slug/autogauge; renders nothing on failure or when the spec rules hide it.
 * Until the answer comes it renders an empty placeholder: client:visible needs an element to watch.
 */
export default function PriceComparison(props: { slug: string }) {
  const [result, setResult] = useState<PriceComparisonResult | null | undefined>(undefined);
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    fetch(`/api/cars/${encodeURIComponent(props.slug)}/autogauge`)
      .then(async (response) => (response.ok ? ((await response.json()) as Partial<PriceComparisonResult>) : null))
      .then((body) => {
        if (!isPriceComparisonShown(body)) return setResult(null);
        setResult(body);
        requestAnimationFrame(() => requestAnimationFrame(() => setFilled(true)));
      })
      .catch((error: unknown) => {
        console.warn('price comparison unavailable', error);
        setResult(null);
      });
  }, [props.slug]);
  if (result === undefined) return <div className="price-comparison__pending" aria-hidden="true" />;
  if (result === null) return null;
  const fill = Math.max(0, Math.min(100, result.fill));
  return (
    <section className="block price-comparison" aria-labelledby="price-comparison-title">
      <h2 id="price-comparison-title">Price Comparison</h2>
      <p>{result.description}</p>
      <svg
        className="pc__bar"
        viewBox="0 0 100 8"
        preserveAspectRatio="none"
        role="img"
        aria-label={`This car's price sits at ${Math.round(fill)}% of the market range`}
      >
        <rect x="0" y="0" width="100" height="8" rx="4" fill="#e3e7ec" />
        <rect x="0" y="0" height="8" rx="4" width={filled ? fill : 0} fill="currentColor" className="pc__fill" />
      </svg>
      <dl className="pc__figures">
        <div>
          <dt>Market low</dt>
          <dd>{formatMoney(result.market_range_min)}</dd>
        </div>
        <div>
          <dt>This car</dt>
          <dd>{formatMoney(result.listing_price)}</dd>
        </div>
        <div>
          <dt>Market high</dt>
          <dd>{formatMoney(result.market_range_max)}</dd>
        </div>
      </dl>
    </section>
  );
}
