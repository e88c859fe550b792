import type { ReactNode } from 'react';

interface Props {
  /** Make list (with models) first, then list facets, sliders, the location filter. */
  children: ReactNode;
  highestPriceHref: string;
  onHighestPrice?: () => void;
}

/** The stack of facet dropdowns and sliders, ending with the 'search by highest price' link. */
export function FilterPanelView({ children, highestPriceHref, onHighestPrice }: Props) {
  return (
    <div className="filter-panel">
      {children}
      <a
        className="button button--ghost filter-panel__highest"
        href={highestPriceHref}
        onClick={
          onHighestPrice === undefined
            ? undefined
            : (event) => {
                event.preventDefault();
                onHighestPrice();
              }
        }
      >
        Search by highest price
      </a>
    </div>
  );
}
