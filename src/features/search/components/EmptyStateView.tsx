import { interceptClick } from './view-types.ts';

/** spec: empty vehicle results and empty offers texts. */
export const EMPTY_RESULTS_TEXT =
  'No results found for your search at this time. Please try adjusting the filters for more results.';
export const EMPTY_OFFERS_TITLE = 'No Results Available';
export const EMPTY_OFFERS_TEXT =
  'There appears to be no offers currently available that meet the conditions of your search';
export const CLEAR_FILTERS_TEXT = 'Clear Filters';

interface Props {
  offers: boolean;
  /** Default search page, or /special-offers for offers. */
  clearHref: string;
  onClear?: () => void;
}

/** The empty state with its 'Clear Filters' button. */
export function EmptyStateView({ offers, clearHref, onClear }: Props) {
  return (
    <div className="empty-state" role="status">
      {offers && <h2>{EMPTY_OFFERS_TITLE}</h2>}
      <p>{offers ? EMPTY_OFFERS_TEXT : EMPTY_RESULTS_TEXT}</p>
      <a className="button" href={clearHref} onClick={interceptClick(onClear)}>
        {CLEAR_FILTERS_TEXT}
      </a>
    </div>
  );
}
