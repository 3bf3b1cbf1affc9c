import { FeedbackForm } from './feedback-form.tsx';
import type { FormDealer } from './dealer-options.ts';
import styles from './lead-form.module.css';

/**
 * /feedback/: the feedback form as a page, where the panel's form lands without JavaScript;
 * /feedback/{dealer}/ is the same page with that one dealer, posting to itself (`action`).
 */
export function FeedbackPage({
  dealers,
  action,
}: {
  dealers: readonly FormDealer[];
  action?: string | undefined;
}) {
  return (
    <div className={styles.page}>
      <h1>Обратная связь</h1>
      <FeedbackForm dealers={dealers} {...(action ? { action } : {})} />
    </div>
  );
}
