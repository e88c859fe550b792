import { MODELS_LIMIT, popularMakes, visibleMakes } from '../rules/make-list.ts';
import { FacetListView } from './FacetListView.tsx';
import type { FacetItemView, OnToggle } from './view-types.ts';

interface Props {
  makes: readonly FacetItemView[];
  /** Models of the selected make(s); shown under the make list. */
  models: readonly FacetItemView[];
  expanded: boolean;
  onToggleExpanded?: () => void;
  onToggleMake?: OnToggle;
  onToggleModel?: OnToggle;
}

/**
 * spec: make list. The first 7 makes with a Show all / Hide toggle (the popular makes are the first 20,
 * the rest follow under 'Other makes'); a selected make expands its models (at most 30).
 */
export function MakeListView({ makes, models, expanded, onToggleExpanded, onToggleMake, onToggleModel }: Props) {
  const { shown, hasToggle } = visibleMakes(makes, expanded);
  const popular = popularMakes(shown);
  const others = shown.slice(popular.length);
  const selected = makes.filter((make) => make.isRefined).map((make) => make.label);
  return (
    <div className="make-list" data-expanded={expanded}>
      {expanded && <p className="facet__group">Popular makes</p>}
      <FacetListView items={popular} onToggle={onToggleMake} />
      {others.length > 0 && <p className="facet__group">Other makes</p>}
      {others.length > 0 && <FacetListView items={others} onToggle={onToggleMake} />}
      {hasToggle && (
        <button
          type="button"
          className="facet__more"
          aria-expanded={expanded}
          data-make-toggle
          onClick={onToggleExpanded}
        >
          {expanded ? 'Hide' : `Show all ${makes.length} makes`}
        </button>
      )}
      {selected.length > 0 && models.length > 0 && (
        <div className="make-list__models">
          <p className="facet__group">{selected.join(', ')} models</p>
          <FacetListView items={models.slice(0, MODELS_LIMIT)} onToggle={onToggleModel} />
        </div>
      )}
    </div>
  );
}
