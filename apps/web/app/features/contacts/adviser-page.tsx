import { phoneHref, pluralCount } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { BreadcrumbItem } from '../../shared/ui/breadcrumbs.tsx';
import type { AdviserCard } from './load-dealer.server.ts';
import styles from './contacts.module.css';

const YEARS = ['год', 'года', 'лет'] as const;

/** /contacts/{city}/{dealer}/advisers/{adviser}/: one adviser, how to reach them, their reviews. */
export function AdviserPage({
  adviser,
  dealer,
  reviewsHref,
  crumbs,
}: {
  adviser: AdviserCard;
  dealer: { name: string; href: string | null };
  reviewsHref: string | null;
  crumbs: readonly BreadcrumbItem[];
}) {
  return (
    <main className={styles.page}>
      <Breadcrumbs items={crumbs} />
      {adviser.photo && (
        <img className={styles.photo} src={adviser.photo} alt="" width={96} height={96} />
      )}
      <h1 className={styles.title}>{adviser.name}</h1>
      <p className={styles.lead}>
        {adviser.position},{' '}
        {dealer.href ? (
          <Link className={styles.link} to={dealer.href}>
            {dealer.name}
          </Link>
        ) : (
          dealer.name
        )}
      </p>
      {adviser.experienceYears > 0 && (
        <p className={styles.line}>Опыт работы: {pluralCount(adviser.experienceYears, YEARS)}</p>
      )}
      {adviser.about && <p className={styles.line}>{adviser.about}</p>}
      <p className={styles.links}>
        <a className={styles.link} href={phoneHref(adviser.phone)}>
          {adviser.phone}
        </a>
        {adviser.email && (
          <a className={styles.link} href={`mailto:${adviser.email}`}>
            {adviser.email}
          </a>
        )}
        {reviewsHref && (
          <Link className={styles.link} to={reviewsHref}>
            Отзывы о сотруднике
          </Link>
        )}
      </p>
    </main>
  );
}
