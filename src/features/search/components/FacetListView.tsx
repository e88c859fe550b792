import { interceptClick, type FacetItemView, type OnToggle } from './view-types.ts';
import { formatNumber } from '../../../shared/numbers.ts';

interface Props {
  items: readonly FacetItemView[];
  onToggle?: OnToggle;
}

/** A list of facet values with counts, each a checkbox-like link. */
export function FacetListView({ items, onToggle }: Props) {
  if (items.length === 0) return <p className="facet__empty muted">No options for this search.</p>;
  return (
    <ul className="facet__list">
      {items.map((item) => (
        <li key={item.value}>
          {/* biome-ignore lint/a11y/useSemanticElements: a link, so the filter works as plain HTML before the island wakes (decision 14); announced as the checkbox it acts as */}
          <a
            className="facet__item"
            href={item.href}
            role="checkbox"
            aria-checked={item.isRefined}
            onClick={interceptClick(onToggle === undefined ? undefined : () => onToggle(item.value))}
          >
            <span className="facet__box" aria-hidden="true" />
            <span className="facet__label">{item.label}</span>
            <span className="facet__count">{formatNumber(item.count)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
