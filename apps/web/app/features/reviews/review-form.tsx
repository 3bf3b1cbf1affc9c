import { useEffect, useRef } from 'react';
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { MaskInput } from 'maska';
import { FIELD_LIMITS, PHONE_FOCUS_PREFIX, PHONE_MASK } from '@dealer/domain';
import { reviewFormSchema } from '@dealer/domain/review-schema';
import { Link } from '../../shared/navigation/link.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import type { ReviewFormSetup } from './load-reviews.server.ts';
import type { ReviewFormResult } from './submit-review.server.ts';
import styles from './reviews.module.css';

function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className={styles.error}>
      {errors[0]}
    </p>
  );
}

/** SPEC 5 phone: the mask +7 ###-###-##-##, and «+7 » written in on focus. */
function usePhoneMask() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const mask = new MaskInput(ref.current, { mask: PHONE_MASK });
    return () => mask.destroy();
  }, []);
  return ref;
}

/**
 * Leaving a review (Conform with the domain's schema): a real form posted to the page's action,
 * so it works before and without scripts; with them, it checks fields as the visitor leaves them.
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
  const [form, fields] = useForm({
    id: 'review-form',
    lastResult: result && !result.ok ? result.result : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      if (setup.dealerCode) formData.set('dealerCode', setup.dealerCode);
      return parseWithZod(formData, { schema: reviewFormSchema });
    },
  });
  const phoneRef = usePhoneMask();
  if (result?.ok)
    return (
      <p className={styles.success} role="status">
        {result.message}
      </p>
    );
  const text = fields.text;
  const { key: textKey, ...textProps } = getTextareaProps(text);
  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: 'text' });
  const { key: phoneKey, ...phoneProps } = getInputProps(fields.phone, { type: 'tel' });
  const { key: policyKey, ...policyProps } = getInputProps(fields.policy, { type: 'checkbox' });
  const length = typeof text.value === 'string' ? text.value.length : 0;
  return (
    <form
      method="post"
      {...getFormProps(form)}
      className={styles.form}
      aria-labelledby="review-form-title"
    >
      <h2 id="review-form-title" className={styles.subtitle}>
        Оставить отзыв
      </h2>
      {form.errors?.length ? (
        <p className={styles.error} role="alert" id={form.errorId}>
          {form.errors[0]}
        </p>
      ) : null}
      {setup.dealerCode === null && (
        <div className={styles.field}>
          <label htmlFor={fields.dealerCode.id}>Дилерский центр</label>
          <select {...getSelectProps(fields.dealerCode)} key={fields.dealerCode.key}>
            <option value="">Выберите дилерский центр</option>
            {setup.dealers.map((d) => (
              <option key={d.code} value={d.code}>
                {d.name}
              </option>
            ))}
          </select>
          <FieldError id={fields.dealerCode.errorId} errors={fields.dealerCode.errors} />
        </div>
      )}
      <fieldset
        className={styles.stars}
        aria-invalid={fields.rating.errors?.length ? true : undefined}
        aria-describedby={fields.rating.errors?.length ? fields.rating.errorId : undefined}
      >
        <legend>Оценка</legend>
        {[1, 2, 3, 4, 5].map((mark) => (
          <label key={mark} className={styles.star}>
            <input
              type="radio"
              name={fields.rating.name}
              value={mark}
              defaultChecked={fields.rating.initialValue === String(mark)}
            />
            {mark}
          </label>
        ))}
        <FieldError id={fields.rating.errorId} errors={fields.rating.errors} />
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={text.id}>Отзыв</label>
        <textarea key={textKey} {...textProps} rows={5} maxLength={FIELD_LIMITS.textArea} />
        <p className={styles.counter}>
          {length} / {FIELD_LIMITS.textArea}
        </p>
        <FieldError id={text.errorId} errors={text.errors} />
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={fields.name.id}>Имя</label>
          <input
            key={nameKey}
            {...nameProps}
            autoComplete="given-name"
            maxLength={FIELD_LIMITS.name}
          />
          <FieldError id={fields.name.errorId} errors={fields.name.errors} />
        </div>
        <div className={styles.field}>
          <label htmlFor={fields.phone.id}>Телефон (необязательно)</label>
          <input
            key={phoneKey}
            {...phoneProps}
            ref={phoneRef}
            inputMode="tel"
            autoComplete="tel"
            placeholder={PHONE_MASK.replaceAll('#', '_')}
            maxLength={FIELD_LIMITS.phone}
            onFocus={(event) => {
              const input = event.currentTarget;
              if (input.value !== '') return;
              input.value = PHONE_FOCUS_PREFIX;
              input.dispatchEvent(new Event('input', { bubbles: true }));
            }}
          />
          <FieldError id={fields.phone.errorId} errors={fields.phone.errors} />
        </div>
      </div>
      <div className={styles.robot} aria-hidden="true">
        <label>
          Не заполняйте это поле
          <input type="text" name="robot" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className={styles.field}>
        <label className={styles.check}>
          <input key={policyKey} {...policyProps} />
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
        <FieldError id={fields.policy.errorId} errors={fields.policy.errors} />
      </div>
      <button type="submit" className={buttonClass('primary')}>
        Отправить отзыв
      </button>
      <p className={styles.muted}>Отзыв появится на сайте после проверки модератором.</p>
    </form>
  );
}
