import { useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { useDialog } from '../../shared/ui/use-dialog.ts';
import styles from './listing-page.module.css';

export interface FilterSidebarHandle {
  open(): void;
}

/**
 * The filter panel beside the results on a wide screen. On a phone it is the same form opened in
 * place over the page (a modal dialog while open): the server's form, already in the page, shows
 * at the tap, where a sheet would first fetch its code and render a second form. Without script
 * «Фильтры» opens it through the URL fragment (:target).
 */
export function FilterSidebar({
  ref,
  children,
}: {
  ref: Ref<FilterSidebarHandle>;
  /** The form; given `close` to call when the visitor applies the filters. */
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // The form is not rendered again when the panel opens or closes: the tap only shows it.
  const form = useMemo(() => children(close), [children, close]);
  useImperativeHandle(ref, () => ({ open: () => setOpen(true) }), []);
  useDialog(panel, { active: open, onClose: close });
  return (
    <aside
      ref={panel}
      id="filters"
      className={styles.sidebar}
      data-open={open || undefined}
      role={open ? 'dialog' : undefined}
      aria-modal={open || undefined}
      aria-labelledby="filters-title"
      tabIndex={open ? -1 : undefined}
    >
      <div className={styles.sidebarHead}>
        <h2 id="filters-title" className={styles.sidebarTitle}>
          Фильтры
        </h2>
        <a
          href="#results"
          className={styles.sidebarClose}
          onClick={(event) => {
            if (!open) return;
            event.preventDefault();
            close();
          }}
        >
          К результатам
        </a>
      </div>
      {form}
    </aside>
  );
}
