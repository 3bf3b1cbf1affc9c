import { serverReady } from '../../shared/ui/lazy.tsx';
import { useWakingPart } from '../../shared/ui/on-first-touch.tsx';
import type { ServiceRequest } from './service-lead-form.tsx';
// The form's styles come with the page (a chunk of their own), while its code waits for the
// visitor's first touch.
import styles from './lead-form.module.css';

// The form's code (the form system, Conform, the mask) loads when the visitor first reaches for
// the form; until then it is the server's HTML and posts as it does without JavaScript.
const ServiceLeadForm = serverReady(() => import('./service-lead-form.tsx'));

/** The request form of a service page, woken on the visitor's first touch (useWakingPart). */
export function ServiceFormSection({ form }: { form: ServiceRequest & { heading: string } }) {
  const request = useWakingPart(() => <ServiceLeadForm form={form} />, [JSON.stringify(form)]);
  return (
    <section className={styles.section} aria-labelledby="service-form">
      <h2 id="service-form">{form.heading}</h2>
      {request}
    </section>
  );
}
