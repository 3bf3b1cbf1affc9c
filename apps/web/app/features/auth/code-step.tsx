import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import styles from './auth.module.css';

interface CodeStepProps {
  phone: string;
  codeLength: number;
  resendIn: number;
  /** Resolves with an error message, or null when the visitor is in. */
  onSubmit: (code: string) => Promise<string | null>;
  onResend: () => void;
  onBack: () => void;
}

/** The second step: the code from the SMS, a resend after the API's pause, and a way back. */
export function CodeStep({
  phone,
  codeLength,
  resendIn,
  onSubmit,
  onResend,
  onBack,
}: CodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(resendIn);
  const id = useId();

  useEffect(() => {
    setWait(resendIn);
    const timer = setInterval(() => setWait((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [resendIn]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== codeLength) return setError(`Введите ${codeLength} цифр из SMS`);
    setBusy(true);
    const problem = await onSubmit(code);
    setBusy(false);
    setError(problem);
  }

  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      <p className={styles.lead}>Код отправлен на номер {phone}</p>
      <label htmlFor={`${id}-code`} className={styles.label}>
        Код из SMS
      </label>
      <input
        id={`${id}-code`}
        className={styles.input}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={codeLength}
        value={code}
        data-autofocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, '').slice(0, codeLength));
          setError(null);
        }}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        Войти
      </Button>
      <div className={styles.row}>
        <Button variant="ghost" size="sm" onClick={onBack}>
          Изменить номер
        </Button>
        <Button variant="ghost" size="sm" disabled={wait > 0} onClick={onResend}>
          {wait > 0 ? `Повторно через ${wait} с` : 'Отправить код ещё раз'}
        </Button>
      </div>
    </form>
  );
}
