import { Form, useNavigation } from 'react-router';
import type { Reception, Staff, StaffBooking } from '@dealer/contract';
import { Button } from '../../shared/ui/button.tsx';
import { moscowAt } from './lead-labels.ts';
import { OfficeBar } from './office-bar.tsx';
import type { BookingActionState } from './types.ts';
import styles from './reports.module.css';

const WEEKDAYS = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'];

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  );
}

function BookingRow({
  booking,
  result,
  busy,
}: {
  booking: StaffBooking;
  result: BookingActionState | undefined;
  busy: boolean;
}) {
  const mine = result && !result.ok && result.id === booking.id ? result : undefined;
  const id = `booking-${booking.id}`;
  return (
    <tr>
      <th scope="row">{booking.time}</th>
      <td>
        {booking.name || '—'}
        <br />
        <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`} className={styles.nowrap}>
          {booking.phone}
        </a>
      </td>
      <td>{booking.car || '—'}</td>
      <td>{booking.work.name ?? booking.work.code}</td>
      <td>
        {booking.cancelledAt ? (
          `отменена ${moscowAt(booking.cancelledAt)}`
        ) : (
          <div className={styles.form}>
            {mine && (
              <p className={styles.error} role="alert">
                {mine.error}
              </p>
            )}
            <Form method="post" className={styles.actions}>
              <input type="hidden" name="id" value={booking.id} />
              <div className={styles.field}>
                <label htmlFor={`${id}-date`} className={styles.label}>
                  Новая дата
                </label>
                <input
                  id={`${id}-date`}
                  type="date"
                  name="date"
                  defaultValue={booking.date}
                  className={styles.input}
                  required
                />
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-time`} className={styles.label}>
                  Время
                </label>
                <input
                  id={`${id}-time`}
                  type="time"
                  name="time"
                  defaultValue={booking.time}
                  className={styles.input}
                  required
                />
              </div>
              <Button
                type="submit"
                name="intent"
                value="move"
                variant="secondary"
                size="sm"
                disabled={busy}
                aria-label={`Перенести запись ${booking.time}, ${booking.name}`}
              >
                Перенести
              </Button>
              <Button
                type="submit"
                name="intent"
                value="cancel"
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={`Отменить запись ${booking.time}, ${booking.name}`}
              >
                Отменить
              </Button>
            </Form>
          </div>
        )}
      </td>
    </tr>
  );
}

function ReceptionForm({
  reception,
  result,
  busy,
}: {
  reception: Reception;
  result: BookingActionState | undefined;
  busy: boolean;
}) {
  const fields = result && !result.ok && result.form === 'reception' ? result.fields : {};
  const days = new Set(reception.weekdays);
  return (
    <section className={`${styles.card} ${styles.formCard}`} aria-labelledby="reception-title">
      <h2 id="reception-title">Расписание приёма: {reception.dealer.name}</h2>
      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="intent" value="reception" />
        <input type="hidden" name="dealerId" value={reception.dealer.id} />
        <fieldset
          className={styles.checks}
          aria-describedby={fields.weekdays ? 'reception-days-error' : undefined}
        >
          <legend>Рабочие дни</legend>
          {WEEKDAYS.map((label, index) => (
            <label key={label}>
              <input
                type="checkbox"
                name="weekdays"
                value={index + 1}
                defaultChecked={days.has(index + 1)}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        <FieldError id="reception-days-error" message={fields.weekdays} />
        <div className={styles.filters}>
          {(
            [
              ['opensAt', 'Открывается', 'time', reception.opensAt],
              ['closesAt', 'Закрывается', 'time', reception.closesAt],
              ['slotMinutes', 'Слот, минут', 'number', String(reception.slotMinutes)],
              ['capacity', 'Машин в слоте', 'number', String(reception.capacity)],
            ] as const
          ).map(([name, label, type, value]) => (
            <div key={name} className={styles.field}>
              <label htmlFor={`reception-${name}`} className={styles.label}>
                {label}
              </label>
              <input
                id={`reception-${name}`}
                name={name}
                type={type}
                defaultValue={value}
                className={styles.input}
                required
                aria-invalid={fields[name] ? true : undefined}
                aria-describedby={fields[name] ? `reception-${name}-error` : undefined}
              />
              <FieldError id={`reception-${name}-error`} message={fields[name]} />
            </div>
          ))}
        </div>
        <Button type="submit" disabled={busy} className={styles.submit}>
          Сохранить расписание
        </Button>
      </Form>
    </section>
  );
}

/** /reports/bookings/: a dealership's day of service bookings, moved or cancelled here. */
export function BookingsPage({
  staff,
  receptions,
  reception,
  date,
  bookings,
  result,
}: {
  staff: Staff;
  receptions: readonly Reception[];
  reception: Reception | null;
  date: string;
  bookings: readonly StaffBooking[];
  result: BookingActionState | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const active = bookings.filter((b) => !b.cancelledAt).length;
  return (
    <main className={styles.page} aria-labelledby="bookings-title">
      <OfficeBar staff={staff} />
      <h1 id="bookings-title" className={styles.title}>
        Записи на сервис
      </h1>
      {result?.ok && (
        <p className={styles.notice} role="status">
          {result.message}
        </p>
      )}
      {result && !result.ok && result.id === 0 && (
        <p className={styles.error} role="alert">
          {result.error}
        </p>
      )}
      {!reception ? (
        <p>Сервисная приёмка ваших дилерских центров не настроена.</p>
      ) : (
        <>
          <Form method="get" className={styles.search} aria-label="День и дилерский центр">
            <div className={styles.field}>
              <label htmlFor="bookings-dealer" className={styles.label}>
                Дилерский центр
              </label>
              <select
                id="bookings-dealer"
                name="dealerId"
                defaultValue={reception.dealer.id}
                className={styles.input}
              >
                {receptions.map((r) => (
                  <option key={r.dealer.id} value={r.dealer.id}>
                    {r.dealer.name}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="bookings-date" className={styles.label}>
                День
              </label>
              <input
                id="bookings-date"
                type="date"
                name="date"
                defaultValue={date}
                className={styles.input}
              />
            </div>
            <Button type="submit">Показать</Button>
          </Form>
          <p className={styles.muted}>
            {date.split('-').reverse().join('.')}: записей {active}; приём {reception.opensAt}–
            {reception.closesAt}, слот {reception.slotMinutes} мин., машин в слоте:{' '}
            {reception.capacity}
          </p>
          {bookings.length === 0 ? (
            <p>На этот день записей нет.</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Время</th>
                    <th scope="col">Клиент</th>
                    <th scope="col">Автомобиль</th>
                    <th scope="col">Работа</th>
                    <th scope="col">Перенести или отменить</th>
                  </tr>
                </thead>
                <tbody>
                  {bookings.map((booking) => (
                    <BookingRow key={booking.id} booking={booking} result={result} busy={busy} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ReceptionForm reception={reception} result={result} busy={busy} />
        </>
      )}
    </main>
  );
}
