import { useState } from 'react';
import type { ModelColour } from '../../../config/models-schema.ts';
import {
  chooseGroup,
  chooseVariant,
  groupTabs,
  initialPickerState,
  OEM_LABELS,
  step,
  variantNames,
  visibleColours,
  type PickerState,
} from '../rules/colour-groups.ts';

/** spec: colour picker. Variant tabs, large image, name, arrows (wrapping), swatches, disclaimer. */
export default function ColourPicker({ colours, modelName }: { colours: ModelColour[]; modelName: string }) {
  const groups = groupTabs(colours);
  const [state, setState] = useState<PickerState>(() => initialPickerState(colours));
  const variants = variantNames(colours, state.group);
  const shown = visibleColours(colours, state);
  const current = shown[state.index] ?? shown[0];
  if (!current) return null;
  return (
    <div className="picker">
      {variants.length > 1 && (
        // biome-ignore lint/a11y/useSemanticElements: a named group of buttons (WAI-ARIA button group); a fieldset would bring form semantics and its own box
        <div className="picker__tabs" role="group" aria-label="Variant">
          {variants.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={v === state.variant}
              onClick={() => setState((s) => chooseVariant(s, v))}
            >
              {v}
            </button>
          ))}
        </div>
      )}
      {groups.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a named group of buttons (WAI-ARIA button group); a fieldset would bring form semantics and its own box
        <div className="picker__tabs picker__tabs--groups" role="group" aria-label="Body style">
          {groups.map((g) => (
            <button
              key={g}
              type="button"
              aria-pressed={g === state.group}
              onClick={() => setState(chooseGroup(colours, g))}
            >
              {OEM_LABELS[g]}
            </button>
          ))}
        </div>
      )}
      <div className="picker__stage">
        <button
          type="button"
          className="picker__arrow"
          aria-label="Previous colour"
          onClick={() => setState((s) => step(s, -1, shown.length))}
        >
          ‹
        </button>
        <img
          src={current.photo_url}
          alt={`${modelName} ${state.variant} in ${current.name}`}
          width="640"
          height="360"
          loading="lazy"
          decoding="async"
        />
        <button
          type="button"
          className="picker__arrow"
          aria-label="Next colour"
          onClick={() => setState((s) => step(s, 1, shown.length))}
        >
          ›
        </button>
      </div>
      <p className="picker__name" aria-live="polite">
        {current.name}
      </p>
      <ul className="picker__swatches" aria-label="Colours">
        {shown.map((c, i) => (
          <li key={c.id}>
            <button
              type="button"
              aria-pressed={i === state.index}
              aria-label={c.name}
              title={c.name}
              onClick={() => setState((s) => ({ ...s, index: i }))}
            >
              <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
                <circle cx="16" cy="16" r="14" fill={c.hexCode} stroke="#7a8593" strokeWidth="1" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <p className="picker__disclaimer muted">
        Colours shown are a guide only; actual paint colours may vary. Some colours cost extra.
      </p>
    </div>
  );
}
