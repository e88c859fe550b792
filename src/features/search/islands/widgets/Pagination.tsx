import { usePagination } from 'react-instantsearch-core';
import { PaginationView } from '../../components/PaginationView.tsx';

/** Page links (connector: usePagination); moving page scrolls back to the results. */
export function Pagination() {
  const { currentRefinement, nbPages, refine, createURL } = usePagination();
  return (
    <PaginationView
      page={currentRefinement + 1}
      nbPages={nbPages}
      hrefOf={(page) => createURL(page - 1)}
      onPage={(page) => {
        refine(page - 1);
        document.getElementById('results')?.scrollIntoView({ block: 'start' });
      }}
    />
  );
}
