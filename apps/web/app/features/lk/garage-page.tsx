import { Form, useNavigation } from 'react-router';
import type { GarageCar, UserInfo } from '@dealer/contract';
import { formatMileage } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import type { FormResult } from './types.ts';
import { Field } from './field.tsx';
import { LkPage } from './lk-page.tsx';
import { ResultMessage } from './result-message.tsx';
import { carTitle } from './labels.ts';
import styles from './lk.module.css';

/** Make the car the main one, or take it out of the garage: one small form each. */
export function CarActions({ car, from }: { car: GarageCar; from: 'list' | 'car' }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={styles.actions}>
      {!car.isMain && (
        <Form method="post" action="/lk/garage/">
          <input type="hidden" name="id" value={car.id} />
          <Button
            type="submit"
            name="intent"
            value="main"
            size="sm"
            variant="secondary"
            disabled={busy}
          >
            Сделать основным
          </Button>
        </Form>
      )}
      <Form method="post" action="/lk/garage/">
        <input type="hidden" name="id" value={car.id} />
        <input type="hidden" name="from" value={from} />
        <Button
          type="submit"
          name="intent"
          value="remove"
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-label={`Удалить ${carTitle(car)} из гаража`}
        >
          Удалить
        </Button>
      </Form>
    </div>
  );
}

function AddCarForm({ result }: { result: FormResult | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const failedAdd = result && !result.ok && Object.keys(result.values).length > 0;
  const value = (name: string) => (failedAdd ? (result.values[name] ?? '') : '');
  const error = (name: string) => (failedAdd ? result.errors[name] : undefined);
  return (
    <Form method="post" className={styles.form} noValidate key={result?.ok ? 'clean' : 'typed'}>
      <h2>Добавить автомобиль</h2>
      <p className={styles.muted}>Укажите VIN (17 символов) или госномер.</p>
      <input type="hidden" name="intent" value="add" />
      <Field
        label="Марка *"
        name="mark"
        maxLength={100}
        defaultValue={value('mark')}
        error={error('mark')}
      />
      <Field
        label="Модель *"
        name="model"
        maxLength={100}
        defaultValue={value('model')}
        error={error('model')}
      />
      <Field
        label="Год выпуска"
        name="year"
        inputMode="numeric"
        maxLength={4}
        defaultValue={value('year')}
        error={error('year')}
      />
      <Field
        label="VIN"
        name="vin"
        maxLength={17}
        autoCapitalize="characters"
        defaultValue={value('vin')}
        error={error('vin')}
      />
      <Field
        label="Госномер"
        name="stateNumber"
        maxLength={11}
        placeholder="А 123 ВС 77"
        defaultValue={value('stateNumber')}
        error={error('stateNumber')}
      />
      <Button type="submit" disabled={busy}>
        Добавить
      </Button>
    </Form>
  );
}

/** /lk/garage/: the customer's cars, the main one first; add by VIN or state number. */
export function GaragePage({
  user,
  cars,
  limit,
  result,
  limitForm,
}: {
  user: UserInfo;
  cars: readonly GarageCar[];
  limit: number;
  result: FormResult | undefined;
  /** The add-limit request (a lead form of the shared form system), shown when the garage is full. */
  limitForm: React.ReactNode;
}) {
  const full = cars.length >= limit;
  return (
    <LkPage title="Гараж" user={user}>
      <ResultMessage result={result} />
      {cars.length === 0 ? (
        <p className={styles.muted}>В гараже пока нет автомобилей.</p>
      ) : (
        <ul className={styles.cards} aria-label="Автомобили">
          {cars.map((car) => (
            <li key={car.id} className={styles.card}>
              <h2>
                <Link to={`/lk/garage/${car.id}/`}>{carTitle(car)}</Link>
              </h2>
              {car.isMain && <span className={`${styles.badge} ${styles.ok}`}>Основной</span>}
              {car.stateNumber && <span>{car.stateNumber}</span>}
              {car.vin && <span className={styles.muted}>VIN {car.vin}</span>}
              {car.mileage !== null && (
                <span className={styles.muted}>Пробег {formatMileage(car.mileage)}</span>
              )}
              <CarActions car={car} from="list" />
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <>
          <h2>Увеличить лимит</h2>
          <p className={styles.muted}>
            В гараже может быть не больше {limit} автомобилей. Отправьте заявку, и менеджер увеличит
            лимит.
          </p>
          {limitForm}
        </>
      ) : (
        <AddCarForm result={result} />
      )}
    </LkPage>
  );
}

/** /lk/garage/{id}/: one car with its facts. */
export function GarageCarPage({
  user,
  car,
  serviceHref,
}: {
  user: UserInfo;
  car: GarageCar;
  /** The service booking of this car (resolved by the loader). */
  serviceHref: string;
}) {
  return (
    <LkPage title={carTitle(car)} user={user}>
      {car.isMain && <span className={`${styles.badge} ${styles.ok}`}>Основной</span>}
      <dl className={styles.facts}>
        <dt>VIN</dt>
        <dd>{car.vin ?? '—'}</dd>
        <dt>Госномер</dt>
        <dd>{car.stateNumber ?? '—'}</dd>
        <dt>Пробег</dt>
        <dd>{car.mileage !== null ? formatMileage(car.mileage) : '—'}</dd>
        <dt>Цвет</dt>
        <dd>{car.color ?? '—'}</dd>
      </dl>
      <CarActions car={car} from="car" />
      <Link to={serviceHref} className={buttonClass('secondary', 'sm')}>
        Запись на сервис
      </Link>
      <Link to="/lk/garage/">Весь гараж</Link>
    </LkPage>
  );
}
