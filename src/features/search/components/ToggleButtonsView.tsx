interface Props<T extends string> {
  /** Accessible name of the group, e.g. 'Show prices as'. */
  label: string;
  options: readonly { value: T; text: string }[];
  value: T;
  /** Called with the chosen value; absent in static HTML, where a page script handles the clicks. */
  onChoose?: ((value: T) => void) | undefined;
  /** Data attribute carrying each button's value for that script: 'view' gives data-view="map". */
  dataName: string;
}

/** A group of toggle buttons, one pressed (aria-pressed): the search toolbar's Cash / Finance and List / Map. */
export function ToggleButtonsView<T extends string>({ label, options, value, onChoose, dataName }: Props<T>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of buttons (WAI-ARIA button group); a fieldset would bring form semantics and its own box
    <div className="toggle-buttons" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="toggle-buttons__option"
          {...{ [`data-${dataName}`]: option.value }}
          aria-pressed={value === option.value}
          onClick={onChoose === undefined ? undefined : () => onChoose(option.value)}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}
