import { pageList } from '../rules/page-list.ts';
import { interceptClick } from './view-types.ts';

interface Props {
  /** 1-based current page. */
  page: number;
  nbPages: number;
  hrefOf: (page: number) => string;
  onPage?: (page: number) => void;
}

/**
 * Pagination as plain links (?page=2), so it works without JavaScript. The static page and the
 * island both render this view, so their markup is the same.
 */
export function PaginationView({ page, nbPages, hrefOf, onPage }: Props) {
  if (nbPages <= 1) return null;
  const link = (target: number, text: string, label: string) => (
    <a
      className="pagination__link"
      href={hrefOf(target)}
      aria-label={label}
      onClick={interceptClick(onPage === undefined ? undefined : () => onPage(target))}
    >
      {text}
    </a>
  );
  return (
    <nav className="pagination" aria-label="Result pages">
      <ul>
        {page > 1 && <li>{link(page - 1, 'Previous', 'Previous page')}</li>}
        {pageList(page, nbPages).map((item) =>
          item.kind === 'gap' ? (
            // Screen readers get the page numbers themselves; the ellipsis only shows the jump.
            <li key={`gap-${item.after}`} aria-hidden="true">
              <span className="pagination__gap">…</span>
            </li>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                <span className="pagination__current" aria-current="page">
                  {item.page}
                </span>
              ) : (
                link(item.page, String(item.page), `Page ${item.page}`)
              )}
            </li>
          ),
        )}
        {page < nbPages && <li>{link(page + 1, 'Next', 'Next page')}</li>}
      </ul>
    </nav>
  );
}
