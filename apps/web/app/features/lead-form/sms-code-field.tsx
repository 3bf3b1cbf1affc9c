import styles from './lead-form.module.css';

/** The sms step: the code sent to the phone the visitor gave. */
export function SmsCodeField({ error }: { error?: string | undefined }) {
  return (
    <div className={styles.field}>
      <p className={styles.smsHint}>Мы отправили код подтверждения в SMS на указанный телефон.</p>
      <label className={styles.label} htmlFor="lead-sms-code">
        Код из SMS
      </label>
      <input
        id="lead-sms-code"
        name="smsCode"
        className={styles.input}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{4,6}"
        maxLength={6}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'lead-sms-code-error' : undefined}
      />
      {error && (
        <p className={styles.error} id="lead-sms-code-error">
          {error}
        </p>
      )}
      <input type="hidden" name="intent" value="confirm" />
    </div>
  );
}
