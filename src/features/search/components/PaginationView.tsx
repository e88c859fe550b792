import { interceptClick } from './view-types.ts';

interface Props {
  /** 1-based current page. */
  page: number;
  nbPages: number;
  hrefOf: (page: number) => string;
  onPage?: (page: number) => void;
}

/** Page numbers around the current one (at most 5), plus first and last. */
export function pageWindow(page: number, nbPages: number): number[] {
  const start = Math.max(1, Math.min(page - 2, nbPages - 4));
  const pages = new Set<number>([1, nbPages]);
  for (let p = start; p < start + 5 && p <= nbPages; p++) pages.add(p);
  return [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
}

/** Pagination as plain links (?page=2), so it works without JavaScript. */
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
        {pageWindow(page, nbPages).map((p) => (
          <li key={p}>
            {p === page ? (
              <span className="pagination__current" aria-current="page">
                {p}
              </span>
            ) : (
              link(p, String(p), `Page ${p}`)
            )}
          </li>
        ))}
        {page < nbPages && <li>{link(page + 1, 'Next', 'Next page')}</li>}
      </ul>
    </nav>
  );
}
