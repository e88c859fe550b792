interface Props {
  value: string;
  onChange?: (value: string) => void;
  onSubmit?: () => void;
}

/** Keyword search (query parameter). A GET form, so without JavaScript it still reaches the URL. */
export function SearchBoxView({ value, onChange, onSubmit }: Props) {
  return (
    <search>
      <form
        className="search-box"
        method="get"
        onSubmit={
          onSubmit === undefined
            ? undefined
            : (event) => {
                event.preventDefault();
                onSubmit();
              }
        }
      >
        <label className="visually-hidden" htmlFor="search-query">
          Search stock
        </label>
        <input
          id="search-query"
          type="search"
          name="query"
          placeholder="Search make, model or keyword"
          autoComplete="off"
          {...(onChange === undefined
            ? { defaultValue: value }
            : { value, onChange: (event) => onChange(event.currentTarget.value) })}
        />
        <button className="button" type="submit">
          Search
        </button>
      </form>
    </search>
  );
}
