import { FeedbackForm } from './feedback-form.tsx';
import type { FormDealer } from './dealer-options.ts';
import styles from './lead-form.module.css';

/** /feedback/: the feedback form as a page, where the panel's form lands without JavaScript. */
export function FeedbackPage({ dealers }: { dealers: readonly FormDealer[] }) {
  return (
    <div className={styles.page}>
      <h1>Обратная связь</h1>
      <FeedbackForm dealers={dealers} />
    </div>
  );
}
