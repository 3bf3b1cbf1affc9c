import { getInputProps, useField } from '@conform-to/react';
import styles from './lead-form.module.css';

/**
 * SPEC 5 policy checkbox: consent to the user agreement and the personal-data terms, unticked
 * until the visitor ticks it (152-FZ); the links open beside the form so nothing typed is lost.
 */
export function PolicyField() {
  const [meta] = useField<boolean>('policy');
  const { key, ...props } = getInputProps(meta, { type: 'checkbox' });
  return (
    <div>
      <label className={styles.check}>
        <input key={key} {...props} aria-required="true" />
        <span>
          Я принимаю условия{' '}
          <a href="/terms-of-use/" target="_blank" rel="noopener">
            пользовательского соглашения
          </a>{' '}
          и даю{' '}
          <a href="/consent-to-processing/" target="_blank" rel="noopener">
            согласие на обработку персональных данных
          </a>
        </span>
      </label>
      {meta.errors?.length ? (
        <p className={styles.error} id={meta.errorId}>
          {meta.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/** SPEC 5 robot field: out of sight and out of the tab order; only a robot fills it. */
export function Honeypot() {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Не заполняйте это поле
        <input type="text" name="robot" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
