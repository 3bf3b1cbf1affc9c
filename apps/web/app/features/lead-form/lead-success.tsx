import type { ReactNode } from 'react';
import styles from './lead-form.module.css';

/** SPEC 2.16 success block: «Заявка отправлена», its text, and the caller's «Закрыть». */
export function LeadSuccess({ children, id }: { children?: ReactNode; id?: string }) {
  return (
    <div className={styles.success} role="status" id={id}>
      <h2 className={styles.successTitle} tabIndex={-1} data-autofocus>
        Заявка отправлена
      </h2>
      <p className={styles.successText}>В ближайшее время с вами свяжется менеджер</p>
      {children}
    </div>
  );
}
