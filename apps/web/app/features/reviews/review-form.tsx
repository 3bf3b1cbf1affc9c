import { useState } from 'react';
import { FIELD_LIMITS } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import type { ReviewFormSetup } from './load-reviews.server.ts';
import type { ReviewFormField, ReviewFormResult } from './submit-review.server.ts';
import styles from './reviews.module.css';

const ANCHOR = 'review-form';

type Failure = Extract<ReviewFormResult, { ok: false }>;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}

/**
 * Leaving a review: a real form posted to the page's action, so it works before and without
 * scripts; the server checks it with the domain's rules and the review waits for moderation.
 */
export function ReviewForm({
  setup,
  result,
  policyHref,
}: {
  setup: ReviewFormSetup;
  result: ReviewFormResult | undefined;
  policyHref: string | null;
}) {
  const failed: Failure | null = result && !result.ok ? result : null;
  const values = failed?.values;
  const errors = failed?.errors ?? {};
  const [length, setLength] = useState(values?.text.length ?? 0);
  if (result?.ok)
    return (
      <p className={styles.success} role="status" id={ANCHOR}>
        {result.message}
      </p>
    );
  const invalid = (field: ReviewFormField) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `review-${field}-error` }
      : {};
  return (
    <form
      method="post"
      // The answered page opens at the form: its outcome, or what to correct, in view (no script).
      action={`#${ANCHOR}`}
      id={ANCHOR}
      className={styles.form}
      noValidate
      aria-labelledby="review-form-title"
    >
      <h2 id="review-form-title" className={styles.subtitle}>
        Оставить отзыв
      </h2>
      {failed && (
        <p className={styles.error} role="alert">
          {failed.message ?? 'Отзыв не отправлен: исправьте поля, отмеченные ниже.'}
        </p>
      )}
      {setup.dealerCode === null && (
        <div className={styles.field}>
          <label htmlFor="review-dealer">Дилерский центр</label>
          <select
            id="review-dealer"
            name="dealerCode"
            defaultValue={values?.dealerCode ?? ''}
            {...invalid('dealerCode')}
          >
            <option value="">Выберите дилерский центр</option>
            {setup.dealers.map((d) => (
              <option key={d.code} value={d.code}>
                {d.name}
              </option>
            ))}
          </select>
          <FieldError id="review-dealerCode-error" message={errors.dealerCode} />
        </div>
      )}
      <fieldset className={styles.stars} {...invalid('rating')}>
        <legend>Оценка</legend>
        {[1, 2, 3, 4, 5].map((mark) => (
          <label key={mark} className={styles.star}>
            <input
              type="radio"
              name="rating"
              value={mark}
              defaultChecked={values?.rating === String(mark)}
            />
            {mark}
          </label>
        ))}
        <FieldError id="review-rating-error" message={errors.rating} />
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="review-text">Отзыв</label>
        <textarea
          id="review-text"
          name="text"
          rows={5}
          maxLength={FIELD_LIMITS.textArea}
          defaultValue={values?.text}
          onChange={(event) => setLength(event.currentTarget.value.length)}
          {...invalid('text')}
        />
        <p className={styles.counter} aria-live="polite">
          {length} / {FIELD_LIMITS.textArea}
        </p>
        <FieldError id="review-text-error" message={errors.text} />
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="review-name">Имя</label>
          <input
            id="review-name"
            name="name"
            autoComplete="given-name"
            maxLength={FIELD_LIMITS.name}
            defaultValue={values?.name}
            {...invalid('name')}
          />
          <FieldError id="review-name-error" message={errors.name} />
        </div>
        <div className={styles.field}>
          <label htmlFor="review-phone">Телефон (необязательно)</label>
          <input
            id="review-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+7 900-000-00-00"
            maxLength={FIELD_LIMITS.phone}
            defaultValue={values?.phone}
            {...invalid('phone')}
          />
          <FieldError id="review-phone-error" message={errors.phone} />
        </div>
      </div>
      <div className={styles.robot} aria-hidden="true">
        <label htmlFor="review-robot">Не заполняйте это поле</label>
        <input id="review-robot" name="robot" tabIndex={-1} autoComplete="off" />
      </div>
      <div className={styles.field}>
        <label className={styles.check}>
          <input type="checkbox" name="policy" {...invalid('policy')} />
          <span>
            Я согласен с{' '}
            {policyHref ? (
              <Link to={policyHref}>условиями обработки персональных данных</Link>
            ) : (
              'условиями обработки персональных данных'
            )}{' '}
            и пользовательским соглашением
          </span>
        </label>
        <FieldError id="review-policy-error" message={errors.policy} />
      </div>
      <button type="submit" className={buttonClass('primary')}>
        Отправить отзыв
      </button>
      <p className={styles.muted}>Отзыв появится на сайте после проверки модератором.</p>
    </form>
  );
}
