import { useEffect, useRef, useState } from 'react';
import { useInstantSearch, useRange } from 'react-instantsearch-core';
import { RangeSliderView } from '../../components/RangeSliderView.tsx';
import { formatSliderValue } from '../../components/slider-format.ts';
import { sliderBounds, thumbsOf } from '../../rules/slider-bounds.ts';
import { moveThumb, SLIDER_DEBOUNCE_MS, sliderToPriceParam, type SliderBounds } from '../../rules/slider.ts';

/**
 * A price, km or year slider (connector: useRange). Thumbs snap to the step and cannot cross;
 * the refinement follows 400 ms after the last move (spec) and resets the page.
 */
export function RangeSlider({ attribute, label, price }: { attribute: string; label: string; price: SliderBounds }) {
  // No min/max props: connectRange would turn them into filters and hide cars outside the track.
  const { start, range } = useRange({ attribute });
  const { setIndexUiState } = useInstantSearch();
  const bounds = sliderBounds(
    attribute,
    price,
    range.min !== undefined && range.max !== undefined ? { min: range.min, max: range.max } : undefined,
  );
  const [low, high] = start;
  const { min, max, step } = bounds;
  const [thumbs, setThumbs] = useState<[number, number]>(() => startThumbs(low, high, { min, max, step }));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dragging = useRef(false);
  useEffect(() => {
    if (!dragging.current) setThumbs(startThumbs(low, high, { min, max, step }));
  }, [low, high, min, max, step]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onMove = (thumb: 'left' | 'right', value: number) => {
    const next = moveThumb(thumbs, thumb, value, bounds);
    setThumbs(next);
    dragging.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      dragging.current = false;
      // Through the UI state, not useRange's refine: that one silently drops a value outside the
      // current results' price range, while the URL must hold what the thumbs say (min:max).
      setIndexUiState((previous) => {
        const others = { ...previous.range };
        delete others[attribute];
        const value = sliderToPriceParam(next, bounds);
        return { ...previous, range: value === ':' ? others : { ...others, [attribute]: value }, page: 1 };
      });
    }, SLIDER_DEBOUNCE_MS);
  };
  return (
    <RangeSliderView
      attribute={attribute}
      label={label}
      bounds={bounds}
      value={thumbs}
      format={formatSliderValue(attribute)}
      onMove={onMove}
    />
  );
}

/** The thumbs for the refinement's start (an open side sits at its end of the track). */
function startThumbs(low: number | undefined, high: number | undefined, bounds: SliderBounds): [number, number] {
  const range = {
    ...(Number.isFinite(low) ? { min: low as number } : {}),
    ...(Number.isFinite(high) ? { max: high as number } : {}),
  };
  const { value, messages } = thumbsOf(range, bounds);
  for (const message of messages) console.warn(message); // spec: slider messages are logged only
  return value;
}
