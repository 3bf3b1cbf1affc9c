import { serverReady } from '../../shared/ui/lazy.tsx';
import { useWakingPart } from '../../shared/ui/on-first-touch.tsx';
import type { FormDealer } from './dealer-options.ts';
// The form's styles come with the page (a chunk of their own), while its code waits for the
// visitor's first touch.
import styles from './lead-form.module.css';

// The form's code (the form system, Conform, the mask) loads when the visitor first reaches for
// the form (useWakingPart); until then it is the server's HTML and posts as it does without
// JavaScript. The panel's form (feedback-panel.tsx) is the same component, loaded with the panel.
const FeedbackForm = serverReady(() =>
  import('./feedback-form.tsx').then((module) => ({ default: module.FeedbackForm })),
);

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
  const form = useWakingPart(
    () => <FeedbackForm dealers={dealers} {...(action ? { action } : {})} />,
    [JSON.stringify(dealers), action],
  );
  return (
    <div className={styles.page}>
      <h1>Обратная связь</h1>
      {form}
    </div>
  );
}
