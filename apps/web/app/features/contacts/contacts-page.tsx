import { useMemo } from 'react';
import { Link } from '../../shared/navigation/link.tsx';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { FilterOption } from './contacts-data.ts';
import { DealerCard } from './dealer-card.tsx';
import type { ContactsData } from './load-contacts.server.ts';
import { DealersMap } from './map/dealers-map.tsx';
import styles from './contacts.module.css';

type Props = Omit<ContactsData, 'meta'>;

function Filter({ label, id, options }: { label: string; id: string; options: FilterOption[] }) {
  return (
    <nav aria-labelledby={id}>
      <p id={id} className={styles.filterLabel}>
        {label}
      </p>
      <ul className={styles.filterGroup}>
        {options.map((option) => (
          <li key={option.code || 'all'}>
            <Link
              to={option.href}
              className={styles.chip}
              aria-current={option.current ? 'true' : undefined}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** SPEC 2.5 /contacts/: the city's dealers by brand and department, on a map and in a list. */
export function ContactsPage({
  title,
  crumbs,
  dealers,
  brands,
  departments,
  mapsScriptUrl,
}: Props) {
  const points = useMemo(
    () =>
      dealers.map((d) => ({ code: d.code, name: d.name, lat: d.lat, lon: d.lon, href: d.href })),
    [dealers],
  );
  return (
    <main className={styles.page}>
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.filters}>
        {brands.length > 2 && <Filter label="Марка" id="contacts-brand" options={brands} />}
        <Filter label="Отдел" id="contacts-department" options={departments} />
      </div>
      <DealersMap scriptUrl={mapsScriptUrl} points={points} label="Дилерские центры на карте" />
      {dealers.length > 0 ? (
        <ul className={styles.list} aria-label="Дилерские центры">
          {dealers.map((dealer) => (
            <DealerCard key={dealer.code} dealer={dealer} />
          ))}
        </ul>
      ) : (
        <p className={styles.lead}>Дилерских центров с такими условиями в этом городе нет.</p>
      )}
    </main>
  );
}
