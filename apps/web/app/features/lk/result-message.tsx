import type { FormResult } from './types.ts';
import styles from './lk.module.css';

/** The outcome of the last post of a form: a status line, or an alert when it failed. */
export function ResultMessage({ result }: { result: FormResult | undefined }) {
  if (!result) return null;
  return result.ok ? (
    <p className={styles.notice} role="status">
      {result.message}
    </p>
  ) : (
    <p className={styles.error} role="alert">
      {result.message}
    </p>
  );
}
