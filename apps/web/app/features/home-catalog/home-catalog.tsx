import type { ReactNode } from 'react';
import { Link } from '../../shared/navigation/link.tsx';
import { VehicleTile } from '../../shared/catalog/vehicle-tile.tsx';
import type { HomeCatalogData, HomeLink } from './home-catalog-data.ts';
import styles from './home-catalog.module.css';

const ARRIVALS_IN_VIEW = 4;

function LinkList({ id, title, links }: { id: string; title: string; links: readonly HomeLink[] }) {
  if (links.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((item) => (
          <li key={item.href}>
            <Link to={item.href} className={styles.link}>
              {item.label}
              {item.count !== null && <span className={styles.count}>{item.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The home page's catalogue: new arrivals, body types, brands and used-car price caps; `after`
 * (the banners) comes after the arrivals, below the first screen.
 */
export function HomeCatalog({ data, after }: { data: HomeCatalogData | null; after?: ReactNode }) {
  if (!data) return after;
  return (
    <>
      {data.arrivals.length > 0 && (
        <section className={styles.section} aria-labelledby="home-arrivals">
          <div className={styles.head}>
            <h2 id="home-arrivals" className={styles.title}>
              Новые поступления
            </h2>
            {data.allHref && (
              <Link to={data.allHref} className={styles.all}>
                Все автомобили
              </Link>
            )}
          </div>
          <ul className={styles.tiles}>
            {data.arrivals.map((tile, index) => (
              <li key={tile.id}>
                {/* The first row is in view on arrival (the first photo is the page's largest paint on a phone). */}
                <VehicleTile
                  vehicle={tile}
                  headingLevel={3}
                  eager={index < ARRIVALS_IN_VIEW}
                  priority={index === 0}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {after}
      <LinkList id="home-bodies" title="Новые автомобили по типу кузова" links={data.bodyTypes} />
      <LinkList id="home-brands" title="Новые автомобили по маркам" links={data.brands} />
      <LinkList id="home-prices" title="Автомобили с пробегом по цене" links={data.priceCaps} />
    </>
  );
}
