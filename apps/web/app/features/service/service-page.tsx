import type { ReactNode } from 'react';
import { formatRub } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { ContentBlocks } from '../../shared/ui/content-blocks.tsx';
import type { ServicePageView } from './service-data.ts';
import serviceIcons from './service-icons.svg?no-inline';
import styles from './service.module.css';

function minutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return [h > 0 ? `${h} ч` : '', m > 0 ? `${m} мин` : ''].filter(Boolean).join(' ');
}

/** SPEC 2.7: a /service or /services page: the editors' text, prices of its works, its sub-pages. */
export function ServicePage({
  view,
  heading,
  children,
}: {
  view: ServicePageView;
  /** A heading other than the page's title (trade-in of one make). */
  heading?: string;
  /** What the page adds under its text: a form. */
  children?: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <Breadcrumbs items={view.crumbs} />
      <h1 className={styles.title}>{heading ?? view.title}</h1>
      {view.description && <p className={styles.lead}>{view.description}</p>}
      <ContentBlocks blocks={view.blocks} className={styles.text} />
      {view.works.length > 0 && (
        <section aria-labelledby="service-works" className={styles.section}>
          <h2 id="service-works" className={styles.subtitle}>
            Стоимость работ
          </h2>
          <table className={styles.works}>
            <thead>
              <tr>
                <th scope="col">Работа</th>
                <th scope="col">Время</th>
                <th scope="col">Цена</th>
              </tr>
            </thead>
            <tbody>
              {view.works.map((work) => (
                <tr key={work.code}>
                  <th scope="row">{work.name}</th>
                  <td>{minutes(work.durationMinutes)}</td>
                  <td>{work.priceFrom > 0 ? `от ${formatRub(work.priceFrom)}` : 'бесплатно'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {view.bookingHref && (
        <p>
          <Link to={view.bookingHref} className={buttonClass('primary')}>
            Запись на сервис
          </Link>
        </p>
      )}
      {children}
      {view.children.length > 0 && (
        <nav aria-label={`Разделы: ${view.title}`} className={styles.section}>
          <ul className={styles.tiles}>
            {view.children.map((child) => (
              <li key={child.href} className={styles.tile}>
                <Link to={child.href} className={styles.tileLink}>
                  {child.icon && (
                    <svg className={styles.tileIcon} width={32} height={32} aria-hidden="true">
                      <use href={`${serviceIcons}#${child.icon}`} />
                    </svg>
                  )}
                  {child.title}
                </Link>
                {child.related && child.related.length > 0 && (
                  <ul className={styles.related}>
                    {child.related.map((page) => (
                      <li key={page.href}>
                        <Link to={page.href}>{page.title}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </main>
  );
}
