import type { SearchFacet } from '@dealer/contract';
import type { SearchTab } from '@dealer/domain/search/overlay';
import { Accordion } from '../../shared/ui/accordion.tsx';
import styles from './search.module.css';

export interface SearchCategoriesProps {
  tab: SearchTab;
  facets: readonly SearchFacet[];
  /** Checked filter values, «группа:значение». */
  checked: readonly string[];
  onToggle: (value: string) => void;
}

/** «Категории»: a checkbox with its count per facet of the active tab (models, or store categories). */
export function SearchCategories({ tab, facets, checked, onToggle }: SearchCategoriesProps) {
  if (facets.length === 0) return null;
  return (
    <Accordion title="Категории" level={2} className={styles.categories}>
      <ul className={styles.facets}>
        {facets.map((facet) => {
          const value = `${tab}:${facet.value}`;
          return (
            <li key={value}>
              <label className={styles.facet}>
                <input
                  type="checkbox"
                  checked={checked.includes(value)}
                  onChange={() => onToggle(value)}
                />
                <span>{facet.value}</span>
                <span className={styles.count}>{facet.count}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </Accordion>
  );
}
