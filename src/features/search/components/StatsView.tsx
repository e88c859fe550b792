/** The result count above the grid ('1,234 cars found'); polite live region for screen readers. */
export function StatsView({ count }: { count: number }) {
  return <p className="search-stats" role="status" aria-live="polite"><strong>{count.toLocaleString('en-AU')}</strong> {count === 1 ? 'car' : 'cars'} found</p>;
}
