import { Form, useActionData, useLocation, useNavigation, useSubmit } from 'react-router';
import { pluralCount } from '@dealer/domain';
import { Button } from '../../../shared/ui/button.tsx';
import { FormRefusal } from '../../../shared/ui/form-refusal.tsx';
import { usePhoneMask } from '../../../shared/ui/phone-mask.ts';
import { visuallyHiddenClass } from '../../../shared/ui/visually-hidden.tsx';
import type { BookingActionData, BookingPageData } from './booking-data.ts';
import { ChoiceSelect, Field } from './booking-fields.tsx';
import { BookingSuccess } from './booking-success.tsx';
import { CarFields } from './car-fields.tsx';
import styles from './booking.module.css';

/** Where the consent's documents are (they open in a new tab, the form stays as filled). */
export interface PolicyLinks {
  terms: string;
  consent: string;
}

// The page answers a step at a fragment the browser scrolls to (no script needed): the free time
// after the first step, the booking's outcome (or what to correct) after the second.
const TIME_ANCHOR = 'booking-time';
const ANSWER_ANCHOR = 'booking-answer';
const PLACES = ['место', 'места', 'мест'] as const;

function DayChoice({ data }: { data: BookingPageData }) {
  const { chosen, days } = data;
  const error = data.slotsMessage ?? undefined;
  if (!days)
    return (
      <Field
        id="booking-date"
        label="Дата визита"
        error={error}
        hint="Выберите дилерский центр: покажем, в какие дни есть места"
      >
        {(described) => (
          // Not required: a dealer alone brings the list of its days with their places.
          <input
            id="booking-date"
            name="date"
            type="date"
            min={data.minDate}
            max={data.maxDate}
            defaultValue={chosen.date}
            className={styles.control}
            {...described}
          />
        )}
      </Field>
    );
  // The dealer's days, each with its free places: a full day is marked and cannot be chosen.
  return (
    <ChoiceSelect
      id="booking-date"
      name="date"
      label="Дата визита"
      placeholder="Выберите день"
      choices={days.map((day) => ({
        value: day.date,
        label: day.label,
        disabled: day.free === 0 && day.date !== chosen.date,
      }))}
      value={chosen.date}
      required
      error={error}
    />
  );
}

function ChoiceStep({ data }: { data: BookingPageData }) {
  const { chosen } = data;
  const { pathname } = useLocation();
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action={`${pathname}#${TIME_ANCHOR}`}
      className={styles.form}
      aria-labelledby="booking-step-1"
      id={data.slots && data.slots.length > 0 ? undefined : TIME_ANCHOR}
      // With JavaScript a new dealer brings its days at once (without it, the button does).
      onChange={(event) => {
        const target = event.target as HTMLElement;
        if (target.getAttribute('name') !== 'dealer') return;
        void submit(event.currentTarget, { preventScrollReset: true, replace: true });
      }}
    >
      <h2 id="booking-step-1" className={styles.step}>
        Дилер, автомобиль и работы
      </h2>
      <ChoiceSelect
        id="booking-dealer"
        name="dealer"
        label="Дилерский центр"
        placeholder="Выберите дилерский центр"
        choices={data.dealers}
        value={chosen.dealer}
        required
        hint={data.reception && `Приём: ${data.reception}`}
      />
      {data.garage ? (
        <ChoiceSelect
          id="booking-car"
          name="car"
          label="Автомобиль из гаража"
          placeholder="Выберите автомобиль"
          choices={data.garage.cars}
          value={data.garage.chosen}
          required
        />
      ) : (
        <div className={styles.pair}>
          <ChoiceSelect
            id="booking-mark"
            name="mark"
            label="Марка"
            placeholder="Выберите марку"
            choices={data.marks}
            value={chosen.mark}
          />
          <Field id="booking-model" label="Модель">
            {(described) => (
              <input
                id="booking-model"
                name="model"
                defaultValue={chosen.model}
                maxLength={100}
                autoComplete="off"
                className={styles.control}
                {...described}
              />
            )}
          </Field>
        </div>
      )}
      <ChoiceSelect
        id="booking-work"
        name="work"
        label="Вид работ"
        placeholder="Выберите вид работ"
        choices={data.works}
        value={chosen.work}
        required
      />
      <DayChoice data={data} />
      <Button type="submit" variant="secondary">
        Показать свободное время
      </Button>
    </Form>
  );
}

function VisitStep({
  data,
  failure,
  policy,
}: {
  data: BookingPageData;
  failure: Extract<BookingActionData, { ok: false }> | undefined;
  policy: PolicyLinks;
}) {
  const busy = useNavigation().state === 'submitting';
  const errors = failure?.fieldErrors ?? {};
  const typed = failure?.values ?? {};
  const slots = data.slots ?? [];
  const { garage, contact } = data;
  const { pathname, search } = useLocation();
  const phone = usePhoneMask();
  const toFix = Object.values(errors).filter(Boolean).length;
  return (
    <Form
      method="post"
      action={`${pathname}${search}#${ANSWER_ANCHOR}`}
      id={TIME_ANCHOR}
      className={styles.form}
      aria-labelledby="booking-step-2"
      // A new garage car or a failed send fills the form in afresh.
      key={JSON.stringify([typed, garage?.chosen])}
    >
      <h2 id="booking-step-2" className={styles.step}>
        Время и контакты
      </h2>
      {failure && (
        <FormRefusal
          id={ANSWER_ANCHOR}
          title="Запись не отправлена"
          message={failure.formError}
          fieldsToFix={toFix}
        />
      )}
      {(['dealer', 'date', 'work'] as const).map((name) => (
        <input key={name} type="hidden" name={name} value={data.chosen[name]} />
      ))}
      {garage ? (
        <input type="hidden" name="car" value={garage.chosen} />
      ) : (
        (['mark', 'model'] as const).map((name) => (
          <input key={name} type="hidden" name={name} value={data.chosen[name]} />
        ))
      )}
      <fieldset
        className={styles.slots}
        aria-describedby={errors.time ? 'booking-time-error' : undefined}
      >
        <legend className={styles.label}>Свободное время</legend>
        {slots.map((slot) => (
          <label key={slot.time} className={styles.slot}>
            <input
              type="radio"
              name="time"
              value={slot.time}
              required
              defaultChecked={typed.time === slot.time}
            />
            <span>{slot.time}</span>
            <span className={styles.free}>осталось {pluralCount(slot.free, PLACES)}</span>
          </label>
        ))}
        {errors.time && (
          <p id="booking-time-error" className={styles.error}>
            {errors.time}
          </p>
        )}
      </fieldset>
      {garage && <CarFields car={garage.car} typed={typed} errors={errors} />}
      <Field id="booking-firstname" label="Имя" error={errors.firstname}>
        {(described) => (
          <input
            id="booking-firstname"
            name="firstname"
            required
            maxLength={254}
            autoComplete="given-name"
            defaultValue={typed.firstname ?? contact?.firstname}
            className={styles.control}
            {...described}
          />
        )}
      </Field>
      <Field id="booking-phone" label="Телефон" error={errors.phone}>
        {(described) => (
          <input
            id="booking-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            required
            maxLength={20}
            autoComplete="tel"
            placeholder="+7 ___-___-__-__"
            defaultValue={typed.phone ?? contact?.phone}
            ref={phone.ref}
            onFocus={phone.onFocus}
            className={styles.control}
            {...described}
          />
        )}
      </Field>
      <Field id="booking-comment" label="Комментарий" error={errors.comment}>
        {(described) => (
          <textarea
            id="booking-comment"
            name="comment"
            maxLength={1500}
            rows={3}
            defaultValue={typed.comment}
            className={styles.control}
            {...described}
          />
        )}
      </Field>
      <div className={visuallyHiddenClass} aria-hidden="true">
        <label>
          Не заполняйте это поле
          <input name="robot" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="policy"
            required
            aria-invalid={errors.policy ? true : undefined}
            aria-describedby={errors.policy ? 'booking-policy-error' : undefined}
          />
          <span>
            Я принимаю условия{' '}
            <a href={policy.terms} target="_blank" rel="noopener">
              пользовательского соглашения
            </a>{' '}
            и даю{' '}
            <a href={policy.consent} target="_blank" rel="noopener">
              согласие на обработку персональных данных
            </a>
          </span>
        </label>
        {errors.policy && (
          <p id="booking-policy-error" className={styles.error}>
            {errors.policy}
          </p>
        )}
      </div>
      <Button type="submit" disabled={busy}>
        Записаться
      </Button>
    </Form>
  );
}

/**
 * SPEC 2.7 /service/online: dealer, car and work, then a day and a free slot of that dealer. Two
 * real forms, so the booking works before and without JavaScript: the first (GET) puts the
 * choices in the URL and the page shows that day's free time; the second (POST) books it.
 */
export function BookingForm({
  data,
  policy,
  closeHref,
}: {
  data: BookingPageData;
  policy: PolicyLinks;
  closeHref: string;
}) {
  const answer = useActionData<BookingActionData>();
  if (answer?.ok)
    return <BookingSuccess visit={answer.visit} closeHref={closeHref} anchor={ANSWER_ANCHOR} />;
  const failure = answer && !answer.ok ? answer : undefined;
  return (
    <div className={styles.booking}>
      <ChoiceStep data={data} />
      {data.slots && data.slots.length > 0 && (
        <VisitStep data={data} failure={failure} policy={policy} />
      )}
      {!data.slots && failure?.formError && (
        <p role="alert" className={styles.error} id={ANSWER_ANCHOR}>
          {failure.formError}
        </p>
      )}
    </div>
  );
}
