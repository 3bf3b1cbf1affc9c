import type { StoreCheckout } from '@dealer/contract';
import { formatRub, storeOrderStatusName } from '@dealer/domain';
import { useEffect } from 'react';
import { Link } from '../../shared/navigation/link.tsx';
import { syncBasketFromCookie } from '../../shared/stores/index.ts';
import styles from './basket.module.css';

/** /checkout/{code}: the placed order, its state and lines (issue 31). */
export function CheckoutPage({ order, embedded }: { order: StoreCheckout; embedded: boolean }) {
  const discounted = order.totalDisprice < order.total;
  // Placing the order took its lines out of the basket's cookie.
  useEffect(() => syncBasketFromCookie(), []);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Заказ № {order.id}</h1>
      <dl className={styles.totals}>
        <div>
          <dt>Статус</dt>
          <dd data-testid="order-status">{storeOrderStatusName(order.status)}</dd>
        </div>
        <div>
          <dt>Оформлен</dt>
          <dd>
            {new Date(order.createdAt).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow' })}
          </dd>
        </div>
        {order.dealerName && (
          <div>
            <dt>Где забрать</dt>
            <dd>{order.dealerName}</dd>
          </div>
        )}
      </dl>
      <p>Менеджер дилерского центра свяжется с вами, чтобы подтвердить заказ и срок выдачи.</p>
      <ul className={styles.lines}>
        {order.items.map((line) => (
          <li key={line.accItemId} className={`${styles.line} ${styles.plain}`}>
            <div className={styles.about}>
              <Link
                to={embedded ? `/iframe/item/${line.accItemId}/` : `/item/${line.accItemId}/`}
                className={styles.name}
              >
                {line.name}
              </Link>
              <p className={styles.meta}>
                <span className={styles.code}>{line.partCode}</span> · {line.qty} шт. ×{' '}
                {formatRub(line.disprice > 0 ? line.disprice : line.price)}
              </p>
            </div>
            <p className={styles.lineSum}>
              {formatRub((line.disprice > 0 ? line.disprice : line.price) * line.qty)}
            </p>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {discounted && (
          <div>
            <dt>Без скидки</dt>
            <dd>
              <s>{formatRub(order.total)}</s>
            </dd>
          </div>
        )}
        <div className={styles.sum}>
          <dt>Итого к оплате при получении</dt>
          <dd>{formatRub(order.totalDisprice)}</dd>
        </div>
      </dl>
    </main>
  );
}
