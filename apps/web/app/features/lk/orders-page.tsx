import type { CustomerRequest, ServiceOrder, ServiceOrderDetail, UserInfo } from '@dealer/contract';
import { formatDateLong, formatRub, storeOrderStatusName } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { LkPage } from './lk-page.tsx';
import { carTitle, orderHref } from './labels.ts';
import { REQUEST_STATE, WORK_KIND } from './state-labels.ts';
import styles from './lk.module.css';

function OrderFacts({ order }: { order: ServiceOrder }) {
  return (
    <dl className={styles.facts}>
      <dt>Дата</dt>
      <dd>{formatDateLong(order.createdAt)}</dd>
      <dt>Дилерский центр</dt>
      <dd>{order.dealerName}</dd>
      <dt>Статус</dt>
      <dd>{order.status}</dd>
      {order.closedAt && (
        <>
          <dt>Закрыт</dt>
          <dd>{formatDateLong(order.closedAt)}</dd>
        </>
      )}
      {order.car && (
        <>
          <dt>Автомобиль</dt>
          <dd>{carTitle(order.car)}</dd>
        </>
      )}
      <dt>Сумма</dt>
      <dd>{formatRub(order.total)}</dd>
    </dl>
  );
}

/** One request or booking the customer sent, with its state. */
function RequestEntry({ item }: { item: CustomerRequest }) {
  const { booking, storeOrder } = item;
  const heading = booking
    ? `Запись на сервис № ${booking.number}`
    : storeOrder
      ? `Заказ № ${storeOrder.number}`
      : item.title;
  return (
    <li className={styles.card}>
      <h3>{heading}</h3>
      <span className={item.state === 'cancelled' ? styles.stateCancelled : styles.state}>
        {storeOrder ? storeOrderStatusName(storeOrder.status) : REQUEST_STATE[item.state]}
      </span>
      <dl className={styles.facts}>
        {storeOrder && (
          <>
            <dt>Сумма</dt>
            <dd>{formatRub(storeOrder.totalDisprice)}</dd>
            <dt>Подробнее</dt>
            <dd>
              <Link to={`/checkout/${storeOrder.code}/`}>Страница заказа</Link>
            </dd>
          </>
        )}
        {booking ? (
          <>
            <dt>Визит</dt>
            <dd>
              {formatDateLong(booking.date)}, {booking.time}
            </dd>
            <dt>Дилерский центр</dt>
            <dd>
              {booking.dealerName}, {booking.address}
            </dd>
            {booking.work && (
              <>
                <dt>Работы</dt>
                <dd>{booking.work}</dd>
              </>
            )}
          </>
        ) : null}
        <dt>Отправлена</dt>
        <dd>{formatDateLong(item.createdAt)}</dd>
      </dl>
    </li>
  );
}

/** /lk/orders/: what the customer sent (requests, service bookings), then orders and purchases. */
export function OrdersPage({
  user,
  orders,
  requests,
}: {
  user: UserInfo;
  orders: readonly ServiceOrder[];
  requests: readonly CustomerRequest[] | null;
}) {
  return (
    <LkPage title="Заявки и заказы" user={user}>
      <h2>Заявки и записи</h2>
      {requests === null ? (
        <p className={styles.error}>Не удалось загрузить заявки. Попробуйте позже.</p>
      ) : requests.length === 0 ? (
        <p className={styles.muted}>Заявок пока нет.</p>
      ) : (
        <ul className={styles.list}>
          {requests.map((item) => (
            <RequestEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
      <h2>Заказы</h2>
      {orders.length === 0 ? (
        <p className={styles.muted}>Заказов пока нет.</p>
      ) : (
        <ul className={styles.list}>
          {orders.map((order) => (
            <li key={order.id} className={styles.card}>
              <h2>
                <Link to={orderHref(order)}>
                  {order.kind === 'sales' ? 'Покупка' : 'Заказ-наряд'} {order.number}
                </Link>
              </h2>
              <OrderFacts order={order} />
            </li>
          ))}
        </ul>
      )}
    </LkPage>
  );
}

/** /lk/orders/{order}/ and /lk/orders/sales/{work}/: one order with its works and parts. */
export function OrderPage({ user, order }: { user: UserInfo; order: ServiceOrderDetail }) {
  const sales = order.kind === 'sales';
  return (
    <LkPage title={`${sales ? 'Покупка' : 'Заказ-наряд'} ${order.number}`} user={user}>
      <OrderFacts order={order} />
      {order.works.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.muted}>
              {sales ? 'Состав покупки' : 'Работы и запчасти'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Наименование</th>
                <th scope="col">Вид</th>
                <th scope="col">Кол-во</th>
                <th scope="col">Цена</th>
                <th scope="col">Статус</th>
              </tr>
            </thead>
            <tbody>
              {order.works.map((work) => (
                <tr key={work.id}>
                  <td>
                    {sales ? (
                      work.name
                    ) : (
                      <Link to={`/lk/orders/${order.id}/${work.id}/`}>{work.name}</Link>
                    )}
                  </td>
                  <td>{WORK_KIND[work.kind]}</td>
                  <td>{work.qty}</td>
                  <td>{formatRub(work.price)}</td>
                  <td>{work.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Link to="/lk/orders/">Все заказы</Link>
    </LkPage>
  );
}

/** /lk/orders/{order}/{work}/: one work or part of a service order. */
export function WorkPage({
  user,
  order,
  work,
}: {
  user: UserInfo;
  order: ServiceOrderDetail;
  work: ServiceOrderDetail['works'][number];
}) {
  return (
    <LkPage title={work.name} user={user}>
      <dl className={styles.facts}>
        <dt>Заказ-наряд</dt>
        <dd>
          <Link to={`/lk/orders/${order.id}/`}>{order.number}</Link>
        </dd>
        <dt>Вид</dt>
        <dd>{WORK_KIND[work.kind]}</dd>
        <dt>Количество</dt>
        <dd>{work.qty}</dd>
        <dt>Цена</dt>
        <dd>{formatRub(work.price)}</dd>
        <dt>Сумма</dt>
        <dd>{formatRub(work.price * work.qty)}</dd>
        <dt>Статус</dt>
        <dd>{work.status}</dd>
        {work.mechanic && (
          <>
            <dt>Исполнитель</dt>
            <dd>{work.mechanic}</dd>
          </>
        )}
      </dl>
    </LkPage>
  );
}
