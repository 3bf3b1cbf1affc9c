import { Sheet } from '../../shared/ui/dialog.tsx';
import { FilterForm } from './filter-form.tsx';
import type { ListingData } from './listing-data.ts';
import styles from './filter-panel.module.css';

/** The phone's filter panel: the same form in a sheet (a lazy chunk, with the dialog). */
export default function FilterSheet({ data, onClose }: { data: ListingData; onClose: () => void }) {
  return (
    <Sheet open onClose={onClose} side="right" title="Фильтры" className={styles.sheet}>
      <FilterForm data={data} idPrefix="sheet" onApplied={onClose} />
    </Sheet>
  );
}
