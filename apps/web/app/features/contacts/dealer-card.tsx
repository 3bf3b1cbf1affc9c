import { phoneHref } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import type { DealerSummary } from './contacts-data.ts';
import styles from './contacts.module.css';

/** One dealer of the list: address, hours, phone and its place on Yandex Maps. */
export function DealerCard({ dealer }: { dealer: DealerSummary }) {
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>
        {dealer.href ? <Link to={dealer.href}>{dealer.name}</Link> : dealer.name}
      </h2>
      <p className={styles.line}>{dealer.address}</p>
      {dealer.metro && <p className={styles.muted}>м. {dealer.metro}</p>}
      <p className={styles.line}>{dealer.hours}</p>
      {dealer.brands.length > 0 && <p className={styles.muted}>{dealer.brands.join(', ')}</p>}
      <p className={styles.links}>
        <a className={styles.link} href={phoneHref(dealer.phone)}>
          {dealer.phone}
        </a>
        <MapLink href={dealer.mapHref} name={dealer.name} />
      </p>
    </li>
  );
}

/** The dealer on Yandex Maps in a new tab: always there, and the whole map when no key is set. */
export function MapLink({ href, name }: { href: string; name: string }) {
  return (
    <a
      className={styles.link}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Открыть в Яндекс Картах: ${name}`}
    >
      Открыть в Яндекс Картах
    </a>
  );
}
