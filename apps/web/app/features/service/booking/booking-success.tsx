import { Link } from '../../../shared/navigation/link.tsx';
import { buttonClass } from '../../../shared/ui/button.tsx';
import type { BookedVisit } from './booking-data.ts';
import styles from './booking.module.css';

/** SPEC 2.16 success block, with the visit it booked; «Закрыть» starts a new booking. */
export function BookingSuccess({
  visit,
  closeHref,
  anchor,
}: {
  visit: BookedVisit;
  closeHref: string;
  anchor: string;
}) {
  return (
    <div className={styles.success} role="status" id={anchor}>
      <h2 className={styles.step}>Заявка отправлена</h2>
      <p>В ближайшее время с вами свяжется менеджер</p>
      <dl className={styles.visit}>
        <dt>Номер записи</dt>
        <dd className={styles.number}>{visit.number}</dd>
        <dt>Дилерский центр</dt>
        <dd>
          {visit.dealer}, {visit.address}
        </dd>
        <dt>Дата и время</dt>
        <dd>
          {visit.date}, {visit.time}
        </dd>
        <dt>Работы</dt>
        <dd>{visit.work}</dd>
      </dl>
      <div className={styles.successActions}>
        {/* A file, not a page: a plain link (the browser downloads it, a phone opens its calendar). */}
        <a href={visit.calendarHref} className={buttonClass('primary')} rel="nofollow">
          Добавить в календарь
        </a>
        <Link to={closeHref} className={buttonClass('secondary')}>
          Закрыть
        </Link>
      </div>
    </div>
  );
}
