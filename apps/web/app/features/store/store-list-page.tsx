import { useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../shared/navigation/link.tsx';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { StoreListData } from './load-store-list.server.ts';
import { goodsText } from './store-data.ts';
import { StoreFilterForm } from './store-filter-form.tsx';
import { STORE_SORT_LABELS, STORE_SORTS, storeListHref } from './store-query.ts';
import { StorePages } from './store-pages.tsx';
import { StoreTile } from './store-tile.tsx';
import styles from './store-list.module.css';

/** Tiles in the first screen: their pictures load at once. */
const EAGER_TILES = 4;

/** Sorting as links: every order is a URL and works before hydration. */
function SortLinks({ page }: { page: StoreListData }) {
  return (
    <nav aria-label="Сортировка" className={styles.sort}>
      <span className={styles.sortLabel}>Сортировка:</span>
      <ul className={styles.sortList}>
        {STORE_SORTS.map((sort) => (
          <li key={sort}>
            <Link
              to={storeListHref(page.base, page.query, { sort, page: 1 })}
              className={styles.sortLink}
              aria-current={sort === page.query.sort ? 'true' : undefined}
            >
              {STORE_SORT_LABELS[sort]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * SPEC 2.6 a store or parts list: the way back up, the categories one level down, the filters
 * (a «Фильтры» panel on a phone, a column on a wide screen), sorting, items and pages.
 */
export function StoreListPage({ page }: { page: StoreListData }) {
  const { search } = useLocation();
  // The phone's panel: the URL fragment opens it before hydration; after it, this state does, as
  // a client navigation does not change what :target matches.
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  const toggle = (next: boolean) => (event: MouseEvent) => {
    event.preventDefault();
    setOpen(next);
  };
  return (
    <main className={styles.page}>
      <Breadcrumbs items={page.crumbs} />
      <header className={styles.head}>
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.total}>{goodsText(page.total)}</p>
      </header>
      {page.categories.length > 0 && (
        <nav aria-label="Категории">
          <ul className={styles.chips}>
            {page.categories.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={styles.chip}>
                  {link.label} <span className={styles.count}>{link.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.layout}>
        {/* On a phone the panel opens over the page through the URL fragment, script or not. */}
        <aside
          id="filters"
          ref={panel}
          tabIndex={-1}
          className={open ? `${styles.sidebar} ${styles.open}` : styles.sidebar}
          aria-labelledby="filters-title"
        >
          <div className={styles.sidebarHead}>
            <h2 id="filters-title" className={styles.sidebarTitle}>
              Фильтры
            </h2>
            <a href="#results" className={styles.sidebarClose} onClick={toggle(false)}>
              К товарам
            </a>
          </div>
          {/* A new URL gives the form its values afresh. */}
          <StoreFilterForm key={page.base + search} page={page} onApplied={() => setOpen(false)} />
        </aside>
        <section id="results" className={styles.results} aria-label="Товары">
          <div className={styles.toolbar}>
            <a href="#filters" className={styles.filterButton} onClick={toggle(true)}>
              Фильтры{page.filterCount > 0 ? ` (${page.filterCount})` : ''}
            </a>
            <SortLinks page={page} />
          </div>
          {page.tiles.length > 0 ? (
            <ul className={styles.grid}>
              {page.tiles.map((tile, index) => (
                <li key={tile.id}>
                  <StoreTile tile={tile} eager={index < EAGER_TILES} />
                </li>
              ))}
            </ul>
          ) : (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>Ничего не нашлось</p>
              <p>Попробуйте убрать часть фильтров.</p>
            </div>
          )}
          <StorePages page={page} />
        </section>
      </div>
    </main>
  );
}
