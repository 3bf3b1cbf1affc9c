import type { ReactNode } from 'react';
import { CheckIcon } from '../../shared/ui/icons.tsx';
import styles from './success-message.module.css';

/** «Заявка отправлена» with its text; the caller adds the close action. */
export function SuccessMessage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.success}>
      <span className={styles.successIcon}>
        <CheckIcon size={32} />
      </span>
      <h2 className={styles.successTitle}>Заявка отправлена</h2>
      <p className={styles.successText}>В ближайшее время с вами свяжется менеджер</p>
      {children}
    </div>
  );
}
