import { interceptClick } from './view-types.ts';

export interface RefinementChip {
  key: string;
  label: string;
  href: string;
  onRemove?: () => void;
}

/** The applied filters as removable chips plus 'Clear Filters'. */
export function CurrentRefinementsView({
  chips,
  clearHref,
  onClear,
}: {
  chips: readonly RefinementChip[];
  clearHref: string;
  onClear?: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of buttons (WAI-ARIA button group); a fieldset would bring form semantics and its own box
    <div className="refinements" role="group" aria-label="Applied filters">
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <a
              className="chip"
              href={chip.href}
              onClick={interceptClick(chip.onRemove)}
              aria-label={`Remove filter ${chip.label}`}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </a>
          </li>
        ))}
      </ul>
      <a className="refinements__clear" href={clearHref} onClick={interceptClick(onClear)}>
        Clear Filters
      </a>
    </div>
  );
}
