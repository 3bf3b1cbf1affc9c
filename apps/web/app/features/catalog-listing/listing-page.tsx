import { Suspense, use, useRef, type ReactNode } from 'react';
import type { VehicleTileData } from '../../shared/catalog/tile-data.ts';
import { Link } from '../../shared/navigation/link.tsx';
import { VehicleTile } from '../../shared/catalog/vehicle-tile.tsx';
import { RenderOnceContext } from '../../shared/ui/render-once.ts';
import { ActiveChips } from './active-chips.tsx';
import { ConditionTabs } from './condition-tabs.tsx';
import { FilterForm } from './filter-form.tsx';
import { FilterSidebar } from './filter-sidebar.tsx';
import type { FilterSidebarHandle } from './filter-sidebar.tsx';
import { offersText } from './listing-data.ts';
import type { ListingData } from './listing-data.ts';
import { Pagination } from './pagination.tsx';
import { SortMenu } from './sort-menu.tsx';
import styles from './listing-page.module.css';

/** Tiles in the first screen on a phone and a wide screen: their photos load at once. */
const EAGER_TILES = 4;

/**
 * A vehicle listing or a fixed SEO page (SPEC 2.4): heading, filters, sort, tiles, pages. The filter
 * form and the tiles are Suspense boundaries of their own: React hydrates them as separate tasks.
 */
export function ListingPage({
  data,
  tileAction,
}: {
  data: ListingData;
  /** A call to action on each tile, which the route composes from another feature. */
  tileAction?: (tile: VehicleTileData) => ReactNode;
}) {
  const filterPanel = useRef<FilterSidebarHandle>(null);
  const { query, base, filterCount: filters } = data;
  // The tiles below the first screen are written once per content on the server (a crawler's
  // listings share their vehicles), then kept; the browser hydrates them as React wrote them. The
  // first ones stay in place: their photos are the page's preloads.
  const renderOnce = import.meta.env.SSR ? use(RenderOnceContext) : null;
  return (
    <main className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{data.seo.h1}</h1>
      </header>
      {data.related.length > 0 && (
        <ul className={styles.chips} aria-label="Подборки">
          {data.related.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={styles.chip}>
                {link.label} <span className={styles.chipCount}>{link.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ConditionTabs query={query} base={base} />
      <ActiveChips query={query} base={base} labels={data.labels} />
      <div className={styles.layout}>
        <FilterSidebar ref={filterPanel}>
          {(close) => (
            <Suspense>
              <FilterForm key={data.href} data={data} idPrefix="side" onApplied={close} />
            </Suspense>
          )}
        </FilterSidebar>
        <section id="results" className={styles.results} aria-label="Результаты">
          <div className={styles.toolbar}>
            <a
              href="#filters"
              className={styles.filterButton}
              onClick={(event) => {
                event.preventDefault();
                filterPanel.current?.open();
              }}
            >
              Фильтры{filters > 0 ? ` (${filters})` : ''}
            </a>
            {/* The count where the results start, beside the order they come in. */}
            <p className={styles.total} data-testid="found">
              {offersText(data.total)}
            </p>
            <SortMenu query={query} base={base} />
          </div>
          {data.tiles.length > 0 ? (
            <Suspense>
              <ul className={styles.grid}>
                {data.tiles.map((tile, index) => {
                  const eager = index < EAGER_TILES;
                  const render = () => (
                    <VehicleTile
                      vehicle={tile}
                      eager={eager}
                      priority={index === 0}
                      action={tileAction?.(tile)}
                    />
                  );
                  return renderOnce && !eager ? (
                    <li
                      key={tile.id}
                      dangerouslySetInnerHTML={{
                        __html: renderOnce(tileAction ?? VehicleTile, JSON.stringify(tile), render),
                      }}
                    />
                  ) : (
                    <li key={tile.id}>{render()}</li>
                  );
                })}
              </ul>
            </Suspense>
          ) : (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>Ничего не нашлось</p>
              <p>Попробуйте убрать часть фильтров.</p>
            </div>
          )}
          <Pagination query={query} base={base} totalPages={data.totalPages} />
          {data.seo.text && <p className={styles.seoText}>{data.seo.text}</p>}
        </section>
      </div>
    </main>
  );
}
