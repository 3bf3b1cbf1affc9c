import type { ReactNode } from 'react';
import { Sheet } from '../../shared/ui/dialog.tsx';
import styles from './filter-sheet.module.css';

/**
 * The phone's filter panel: the page's own filter form in a sheet. Only the dialog is in this lazy
 * chunk; the form comes as children, so its code and styles stay in the listing's chunk.
 */
export default function FilterSheet({
  onClose,
  children,
}: {
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Sheet open onClose={onClose} side="right" title="Фильтры" className={styles.sheet}>
      {children}
    </Sheet>
  );
}
