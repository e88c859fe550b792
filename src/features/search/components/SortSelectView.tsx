interface Props {
  options: readonly { value: string; label: string }[];
  value: string;
  onChange?: (value: string) => void;
}

/** The sort order select (name sortBy: in static HTML a script applies it to the URL). */
export function SortSelectView({ options, value, onChange }: Props) {
  return (
    <label className="sort-select">
      <span>Sort by</span>
      <select
        name="sortBy"
        {...(onChange === undefined
          ? { defaultValue: value }
          : { value, onChange: (event) => onChange(event.currentTarget.value) })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
