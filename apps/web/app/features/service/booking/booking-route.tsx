import type { ReactNode } from 'react';
import type { ServicePageView } from '../service-data.ts';
import { ServicePage } from '../service-page.tsx';
import type { BookingPageData } from './booking-data.ts';
import { BookingForm, type PolicyLinks } from './booking-page.tsx';
import styles from '../service.module.css';

interface BookingRouteData {
  view: ServicePageView;
  booking: BookingPageData;
  policy: PolicyLinks;
  closeHref: string;
}

/** /service/online with the site around it: the page's text, then the booking form. */
export function BookingPage({ data }: { data: BookingRouteData }) {
  return (
    <ServicePage view={data.view}>
      <BookingForm data={data.booking} policy={data.policy} closeHref={data.closeHref} />
    </ServicePage>
  );
}

/** /iframe/service/online: the form alone, for a dealer's own site. */
export function EmbeddedBookingPage({ data }: { data: BookingRouteData }) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{data.view.title}</h1>
      <BookingForm data={data.booking} policy={data.policy} closeHref={data.closeHref} />
    </main>
  );
}

/** An embedded services form (/iframe/services/…): the page's title and the form, nothing around. */
export function EmbeddedServiceForm({
  title,
  heading,
  children,
}: {
  title: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <section aria-labelledby="service-form">
        <h2 id="service-form" className={styles.subtitle}>
          {heading}
        </h2>
        {children}
      </section>
    </main>
  );
}
