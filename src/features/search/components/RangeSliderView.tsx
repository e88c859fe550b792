import type { SliderBounds } from '../rules/slider.ts';

interface Props {
  attribute: string;
  label: string;
  bounds: SliderBounds;
  value: readonly [number, number];
  format: (value: number) => string;
  /** A thumb moved (the island snaps, clamps and debounces); absent in static HTML. */
  onMove?: (thumb: 'left' | 'right', value: number) => void;
}

/** A two-thumb range slider made of two native range inputs (keyboard and screen-reader friendly). */
export function RangeSliderView({ attribute, label, bounds, value, format, onMove }: Props) {
  const [left, right] = value;
  const common = { type: 'range', min: bounds.min, max: bounds.max, step: bounds.step } as const;
  const handler = (thumb: 'left' | 'right') =>
    onMove === undefined
      ? { defaultValue: thumb === 'left' ? left : right }
      : {
          value: thumb === 'left' ? left : right,
          onChange: (event: { currentTarget: HTMLInputElement }) => onMove(thumb, Number(event.currentTarget.value)),
        };
  return (
    <fieldset
      className="range"
      data-range={attribute}
      data-min={bounds.min}
      data-max={bounds.max}
      data-step={bounds.step}
    >
      <legend className="range__legend">{label}</legend>
      <p className="range__values" aria-live="polite">
        <output data-range-out="left">{format(left)}</output> to <output data-range-out="right">{format(right)}</output>
      </p>
      <div className="range__track">
        <input
          {...common}
          {...handler('left')}
          id={`range-${attribute}-min`}
          data-thumb="left"
          aria-label={`Minimum ${label.toLowerCase()}`}
        />
        <input
          {...common}
          {...handler('right')}
          id={`range-${attribute}-max`}
          data-thumb="right"
          aria-label={`Maximum ${label.toLowerCase()}`}
        />
      </div>
    </fieldset>
  );
}
