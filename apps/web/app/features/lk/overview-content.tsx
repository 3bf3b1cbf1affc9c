import type { CustomerRequest, GarageCar, ServiceOrder, UserInfo } from '@dealer/contract';
import { formatDateLong, formatRub } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import styles from './lk.module.css';
import { carTitle, formatPoints, orderHref } from './labels.ts';

export interface OverviewData {
  user: UserInfo;
  mainCar: GarageCar | null;
  /** The nearest visit booked while signed in, if any. */
  nextVisit: CustomerRequest | null;
  orders: readonly ServiceOrder[];
  unread: number;
  loyalty: boolean;
  serviceHref: string | null;
}

/**
 * /lk/'s contents: the main car, the way to a service visit, bonus points, the latest orders. A
 * static part (OverviewPage): its links are Links, «Выйти» a data-action the page handles.
 */
export function OverviewContent({
  user,
  mainCar,
  nextVisit,
  orders,
  unread,
  loyalty,
  serviceHref,
}: OverviewData) {
  const name = [user.firstName, user.middleName].filter(Boolean).join(' ');
  return (
    <>
      <p className={styles.lead}>
        {name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'} Телефон: {user.phone}
      </p>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2>Основной автомобиль</h2>
          {mainCar ? (
            <>
              <Link to={`/lk/garage/${mainCar.id}/`}>{carTitle(mainCar)}</Link>
              {mainCar.stateNumber && <span className={styles.muted}>{mainCar.stateNumber}</span>}
            </>
          ) : (
            <Link to="/lk/garage/">Добавить автомобиль в гараж</Link>
          )}
        </li>
        <li className={styles.card}>
          <h2>Следующее обслуживание</h2>
          {nextVisit?.booking ? (
            <>
              <span className={styles.figure}>
                {formatDateLong(nextVisit.booking.date)}, {nextVisit.booking.time}
              </span>
              <span>
                {nextVisit.booking.dealerName}, {nextVisit.booking.address}
              </span>
              <span className={styles.muted}>
                {nextVisit.booking.work} · запись № {nextVisit.booking.number}
              </span>
              <Link to="/lk/orders/">Все заявки и записи</Link>
            </>
          ) : (
            <span className={styles.muted}>Запишитесь на удобное время в дилерском центре.</span>
          )}
          {serviceHref && (
            <Link to={serviceHref} className={buttonClass('secondary', 'sm')}>
              Запись на сервис
            </Link>
          )}
        </li>
        {loyalty && (
          <li className={styles.card}>
            <h2>Бонусные баллы</h2>
            <span className={styles.figure}>{formatPoints(user.bonusBalance)}</span>
            {user.earlyBonusSumEnd.bonusQtySum > 0 && (
              <span className={styles.badge}>
                {formatPoints(user.earlyBonusSumEnd.bonusQtySum)} скоро сгорят
              </span>
            )}
            <Link to="/lk/loyalty/">Программа лояльности</Link>
          </li>
        )}
        <li className={styles.card}>
          <h2>Уведомления</h2>
          <span className={styles.figure}>{unread}</span>
          <Link to="/lk/notifications/">
            {unread > 0 ? 'Непрочитанные уведомления' : 'Все уведомления'}
          </Link>
        </li>
      </ul>
      <h2>Последние заказы</h2>
      {orders.length === 0 ? (
        <p className={styles.muted}>Заказов пока нет.</p>
      ) : (
        <ul className={styles.list}>
          {orders.map((order) => (
            <li key={order.id} className={styles.card}>
              <Link to={orderHref(order)}>
                {order.kind === 'sales' ? 'Покупка' : 'Заказ-наряд'} {order.number}
              </Link>
              <span className={styles.muted}>
                {formatDateLong(order.createdAt)} · {order.dealerName} · {order.status} ·{' '}
                {formatRub(order.total)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Link to="/lk/profile/" className={buttonClass('secondary', 'sm')}>
          Изменить профиль
        </Link>
        <Button variant="ghost" size="sm" data-action="sign-out">
          Выйти
        </Button>
      </div>
    </>
  );
}
