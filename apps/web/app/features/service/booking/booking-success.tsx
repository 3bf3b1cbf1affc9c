import { Link } from '../../../shared/navigation/link.tsx';
import { buttonClass } from '../../../shared/ui/button.tsx';
import type { BookedVisit } from './booking-data.ts';
import styles from './booking.module.css';

/** SPEC 2.16 success block, with the visit it booked; «Закрыть» starts a new booking. */
export function BookingSuccess({ visit, closeHref }: { visit: BookedVisit; closeHref: string }) {
  return (
    <div className={styles.success} role="status">
      <h2 className={styles.step}>Заявка отправлена</h2>
      <p>В ближайшее время с вами свяжется менеджер</p>
      <dl className={styles.visit}>
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
      <Link to={closeHref} className={buttonClass('secondary')}>
        Закрыть
      </Link>
    </div>
  );
}
