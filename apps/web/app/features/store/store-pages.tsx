import { Link } from '../../shared/navigation/link.tsx';
import type { StoreListData } from './load-store-list.server.ts';
import { storeListHref } from './store-query.ts';
import styles from './store-list.module.css';

/** The first, the last and the neighbours of the current page; null marks a gap. */
function shownPages(current: number, last: number): (number | null)[] {
  const pages = [...new Set([1, current - 1, current, current + 1, last])]
    .filter((p) => p >= 1 && p <= last)
    .sort((a, b) => a - b);
  const shown: (number | null)[] = [];
  for (const p of pages) {
    const previous = shown.at(-1);
    if (typeof previous === 'number' && p - previous > 1) shown.push(null);
    shown.push(p);
  }
  return shown;
}

/** «Назад», the page numbers and «Далее» (SPEC 2.14 words), all links. */
export function StorePages({ page }: { page: StoreListData }) {
  const { totalPages } = page;
  const current = page.query.page;
  if (totalPages <= 1) return null;
  const href = (n: number) => storeListHref(page.base, page.query, { page: n });
  return (
    <nav aria-label="Страницы" className={styles.pages}>
      {current > 1 && (
        <Link to={href(current - 1)} rel="prev" className={styles.step}>
          Назад
        </Link>
      )}
      <ul className={styles.pageList}>
        {shownPages(current, totalPages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                className={styles.pageLink}
                aria-current={n === current ? 'page' : undefined}
                aria-label={`Страница ${n}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < totalPages && (
        <Link to={href(current + 1)} rel="next" className={styles.step}>
          Далее
        </Link>
      )}
    </nav>
  );
}
