import { useEffect, useState } from 'react';
import { useSearchBox } from 'react-instantsearch-core';
import { SearchBoxView } from '../../components/SearchBoxView.tsx';

/** Keyword search (connector: useSearchBox); searches on submit. */
export function SearchBox() {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  useEffect(() => setValue(query), [query]);
  return <SearchBoxView value={value} onChange={setValue} onSubmit={() => refine(value.trim())} />;
}
