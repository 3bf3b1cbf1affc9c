import { Link } from '../../shared/navigation/link.tsx';
import { listingPageHref } from '@dealer/domain';
import type { ListingBase, ListingQuery } from '@dealer/domain';
import styles from './pagination.module.css';

/** Page numbers around the current one, with the first and the last; null marks a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set(
    [1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, i) =>
    i > 0 && page - (sorted[i - 1] ?? page) > 1 ? [null, page] : [page],
  );
}

/** «Назад», page numbers and «Далее»: links, so every page renders on the server. */
export function Pagination({
  query,
  base,
  totalPages,
}: {
  query: ListingQuery;
  base: ListingBase;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const current = query.page;
  const href = (page: number) => listingPageHref(query, page, base);
  return (
    <nav aria-label="Страницы" className={styles.pagination}>
      {current > 1 && (
        <Link to={href(current - 1)} rel="prev" className={styles.pageStep}>
          Назад
        </Link>
      )}
      <ul className={styles.pages}>
        {pageWindow(current, totalPages).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                className={styles.pageLink}
                aria-current={page === current ? 'page' : undefined}
                aria-label={`Страница ${page}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < totalPages && (
        <Link to={href(current + 1)} rel="next" className={styles.pageStep}>
          Далее
        </Link>
      )}
    </nav>
  );
}
