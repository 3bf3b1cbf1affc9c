import type { KeyboardEvent } from 'react';
import { tabLabel } from '@dealer/domain/search/overlay';
import type { SearchTab, SearchTotals } from '@dealer/domain/search/overlay';
import styles from './search.module.css';

export interface SearchTabsProps {
  /** Only the tabs with a total (SPEC 4: the others are hidden). */
  tabs: readonly SearchTab[];
  totals: SearchTotals;
  active: SearchTab;
  onChoose: (tab: SearchTab) => void;
}

/** Каталог, Аксессуары, Запчасти with their totals; arrow keys move between them (WAI-ARIA tabs). */
export function SearchTabs({ tabs, totals, active, onChoose }: SearchTabsProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.indexOf(active);
    const next = event.key === 'ArrowRight' ? at + 1 : event.key === 'ArrowLeft' ? at - 1 : null;
    if (next === null) return;
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    event.preventDefault();
    onChoose(tab);
    document.getElementById(`search-tab-${tab}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Разделы результатов"
      className={styles.tabs}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`search-tab-${tab}`}
          aria-selected={tab === active}
          aria-controls={`search-panel-${tab}`}
          tabIndex={tab === active ? 0 : -1}
          className={styles.tab}
          onClick={() => onChoose(tab)}
        >
          {tabLabel(tab, totals[tab])}
        </button>
      ))}
    </div>
  );
}
