import { formatDateLong } from '@dealer/domain';
import { isExpired } from './kinds.ts';
import type { PublicationCard } from './content-data.ts';
import styles from './content.module.css';

/** A promotion's period in words: from and to, or from its start on. */
function period({ startsAt, endsAt }: PublicationCard): string | null {
  if (endsAt && startsAt) return `Срок: ${formatDateLong(startsAt)} — ${formatDateLong(endsAt)}`;
  if (endsAt) return `До ${formatDateLong(endsAt)}`;
  if (startsAt) return `Действует с ${formatDateLong(startsAt)}`;
  return null;
}

/** The date line of a publication: its day, and for a promotion its period and whether it is over. */
export function PublicationDates({ item, now }: { item: PublicationCard; now: string }) {
  const expired = item.kind === 'actions' && isExpired(item.endsAt, new Date(now));
  return (
    <p className={styles.dates}>
      <time dateTime={item.publishedAt}>{formatDateLong(item.publishedAt)}</time>
      {item.kind === 'actions' && period(item) && <span>{period(item)}</span>}
      {expired && <span className={styles.expired}>Акция завершена</span>}
    </p>
  );
}
