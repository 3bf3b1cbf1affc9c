import { useMemo } from 'react';
import { phoneHref, pluralCount } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { AdviserList } from './adviser-list.tsx';
import { MapLink } from './dealer-card.tsx';
import { useDealerPhoneOverride } from './dealer-phone.ts';
import type { DealerPageData } from './load-dealer.server.ts';
import { DealersMap } from './map/dealers-map.tsx';
import styles from './contacts.module.css';

const ADVISERS_SHOWN = 4;
const REVIEWS = ['отзыв', 'отзыва', 'отзывов'] as const;

/** SPEC 2.5 /contacts/{city}/{dealer}/: address, hours, phones, departments, the way there, people. */
export function DealerPage({
  dealer,
  advisers,
  advisersHref,
  reviewsHref,
  crumbs,
  mapsScriptUrl,
  jsonLd,
}: Omit<DealerPageData, 'meta'>) {
  useDealerPhoneOverride(dealer.phone);
  const points = useMemo(
    () => [{ code: dealer.code, name: dealer.name, lat: dealer.lat, lon: dealer.lon, href: null }],
    [dealer],
  );
  return (
    <main className={styles.page}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>{dealer.name}</h1>
      {dealer.brands.length > 0 && <p className={styles.lead}>{dealer.brands.join(', ')}</p>}
      <div className={styles.blocks}>
        <section className={styles.block} aria-labelledby="dealer-contacts">
          <h2 id="dealer-contacts" className={styles.subtitle}>
            Адрес и телефоны
          </h2>
          <p className={styles.line}>{dealer.address}</p>
          <p className={styles.line}>{dealer.hours}</p>
          <ul className={styles.filterGroup}>
            {dealer.phones.map((phone) => (
              <li key={phone}>
                <a className={styles.link} href={phoneHref(phone)}>
                  {phone}
                </a>
              </li>
            ))}
          </ul>
          {dealer.email && (
            <p className={styles.line}>
              <a className={styles.link} href={`mailto:${dealer.email}`}>
                {dealer.email}
              </a>
            </p>
          )}
          {dealer.rating.count > 0 && (
            <p className={styles.line}>
              <span className={styles.rating}>Рейтинг {dealer.rating.average.toFixed(1)} из 5</span>
              {reviewsHref ? (
                <>
                  {' · '}
                  <Link className={styles.link} to={reviewsHref}>
                    {pluralCount(dealer.rating.count, REVIEWS)}
                  </Link>
                </>
              ) : (
                ` · ${pluralCount(dealer.rating.count, REVIEWS)}`
              )}
            </p>
          )}
        </section>
        <section className={styles.block} aria-labelledby="dealer-route">
          <h2 id="dealer-route" className={styles.subtitle}>
            Как добраться
          </h2>
          {dealer.metro && <p className={styles.line}>Ближайшее метро: {dealer.metro}</p>}
          {dealer.description && <p className={styles.muted}>{dealer.description}</p>}
          <p className={styles.links}>
            <MapLink href={dealer.mapHref} name={dealer.name} />
          </p>
        </section>
      </div>
      <DealersMap scriptUrl={mapsScriptUrl} points={points} label={`${dealer.name} на карте`} />
      <section className={styles.block} aria-labelledby="dealer-departments">
        <h2 id="dealer-departments" className={styles.subtitle}>
          Отделы
        </h2>
        <ul className={styles.departments}>
          {dealer.departments.map((dep) => (
            <li key={dep.code} className={styles.card}>
              <h3 className={styles.cardTitle}>{dep.name}</h3>
              <p className={styles.line}>{dep.hours}</p>
              <a className={styles.link} href={phoneHref(dep.phone)}>
                {dep.phone}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {advisers.length > 0 && (
        <section className={styles.block} aria-labelledby="dealer-advisers">
          <h2 id="dealer-advisers" className={styles.subtitle}>
            Консультанты
          </h2>
          <AdviserList advisers={advisers.slice(0, ADVISERS_SHOWN)} />
          {advisersHref && advisers.length > ADVISERS_SHOWN && (
            <p className={styles.line}>
              <Link className={styles.link} to={advisersHref}>
                Все консультанты ({advisers.length})
              </Link>
            </p>
          )}
        </section>
      )}
    </main>
  );
}
