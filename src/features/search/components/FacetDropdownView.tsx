import type { ReactNode } from 'react';

interface Props {
  attribute: string;
  label: string;
  /** Number of refined values, shown next to the label. */
  refinedCount: number;
  /** Open at first render (e.g. the make list). */
  open?: boolean;
  children: ReactNode;
}

/** A facet as a dropdown: a disclosure with the facet's label and its options. */
export function FacetDropdownView({ attribute, label, refinedCount, open = false, children }: Props) {
  return (
    <details className="facet" data-facet={attribute} open={open}>
      <summary className="facet__summary">
        {label}
        {refinedCount > 0 && (
          <span className="facet__badge">
            {refinedCount}
            <span className="visually-hidden"> selected</span>
          </span>
        )}
      </summary>
      <div className="facet__panel">{children}</div>
    </details>
  );
}
