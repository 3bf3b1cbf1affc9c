import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { activeTab, visibleTabs } from '@dealer/domain/search/overlay';
import { builtHref } from '../../shared/layout/route-links.ts';
import { closePanel, useSite } from '../../shared/stores/index.ts';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { SearchIcon } from '../../shared/ui/icons.tsx';
import { SearchCategories } from './search-categories.tsx';
import { SearchResults } from './search-results.tsx';
import { SearchTabs } from './search-tabs.tsx';
import { totalsOf, useSearch } from './use-search.ts';
import styles from './search.module.css';

export interface SearchOverlayProps {
  /** Opening data: { query } when the page was opened with ?search=… */
  data?: unknown;
}

function initialQuery(data: unknown): string {
  return typeof data === 'object' &&
    data !== null &&
    'query' in data &&
    typeof data.query === 'string'
    ? data.query
    : '';
}

/**
 * SPEC 2.14: the full-screen search. The input has focus; Escape or «Закрыть» closes it, and with it
 * go the results (the overlay unmounts, so the next opening starts empty).
 */
export default function SearchOverlay({ data }: SearchOverlayProps) {
  const input = useRef<HTMLInputElement>(null);
  const search = useSearch(initialQuery(data));
  const inputId = useId();
  const totals = totalsOf(search.response);
  const tab = activeTab(search.state.tab, totals);
  const tabs = visibleTabs(totals);
  const empty = search.status === 'failed' || (search.status === 'done' && tabs.length === 0);
  const navigate = useNavigate();
  // The overlay mounts beside the shell: the route table is in its chunk already (search-links).
  const resultsPage = builtHref(useSite().holdingId, 'search');

  return (
    <Dialog
      open
      onClose={() => closePanel('search')}
      placement="full"
      title="Поиск"
      initialFocus={input}
      className={styles.overlay}
    >
      <div className={styles.inner}>
        {/* Enter opens the results as a page of their own, with an address to share. */}
        <form
          role="search"
          method="get"
          action={resultsPage ?? undefined}
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            const query = search.text.trim();
            if (!resultsPage || query === '') return;
            closePanel('search');
            void navigate(`${resultsPage}?${new URLSearchParams({ q: query })}`);
          }}
        >
          <label htmlFor={inputId} className={styles.label}>
            Поиск по автомобилям, аксессуарам и запчастям
          </label>
          <div className={styles.field}>
            <SearchIcon className={styles.fieldIcon} />
            <input
              ref={input}
              id={inputId}
              name="q"
              type="search"
              className={styles.input}
              value={search.text}
              onChange={(event) => search.setText(event.target.value)}
              placeholder="Например, Kia Rio или коврики"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={200}
            />
          </div>
        </form>
        <p className={styles.status} role="status">
          {search.status === 'loading' ? 'Ищем…' : ''}
        </p>
        {empty && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>Ничего не найдено</p>
            <p>По вашему запросу ничего не найдено</p>
          </div>
        )}
        {search.response && tab && !empty && (
          <>
            <SearchTabs tabs={tabs} totals={totals} active={tab} onChoose={search.chooseTab} />
            <div
              className={styles.panel}
              role="tabpanel"
              id={`search-panel-${tab}`}
              aria-labelledby={`search-tab-${tab}`}
            >
              <SearchCategories
                tab={tab}
                facets={search.response[tab].facets}
                checked={search.state.filter}
                onToggle={search.toggleCategory}
              />
              <SearchResults
                tab={tab}
                group={search.response[tab]}
                page={search.state.pages[tab]}
                onPage={(page) =>
                  search.goToPage(tab, page, search.response?.[tab].meta.page.totalPages ?? 1)
                }
              />
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
