import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PHONE_MASK, applyMask, phoneFocusValue, validatePhone } from '@dealer/domain';
import { Sheet } from '../../shared/ui/dialog.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { closePanel, setUser, useSite } from '../../shared/stores/index.ts';
import { postSession } from '../../shared/stores/session.ts';
import { CodeStep } from './code-step.tsx';
import styles from './auth.module.css';

/** Opening data: toLk false keeps the visitor on the page after login (SPEC 4; default yes). */
export interface LoginOpenData {
  toLk?: boolean;
}

/** SPEC 4 authentication: phone (SPEC 5 mask), then the SMS code, then the visitor is in. */
export default function LoginPanel({ data }: { data: unknown }) {
  const toLk = (data as LoginOpenData | undefined)?.toLk !== false;
  const { built } = useSite();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ resendIn: number; codeLength: number } | null>(null);
  const id = useId();

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const problem = validatePhone(phone, true);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const answer = await postSession({ intent: 'send', phone });
    setBusy(false);
    if ('sent' in answer) setSent({ resendIn: answer.resendIn, codeLength: answer.codeLength });
    else if ('error' in answer) setError(answer.error);
  }

  async function signIn(code: string): Promise<string | null> {
    const answer = await postSession({ intent: 'validate', phone, code });
    if (!('user' in answer)) return 'error' in answer ? answer.error : 'Не удалось войти';
    // The anonymous basket went to the account with the sign-in itself (signInWithCode).
    setUser(answer.user);
    closePanel('login');
    // To the personal area by default, once it exists; otherwise the visitor stays where they are.
    if (toLk && built.lk) navigate('/lk/');
    return null;
  }

  return (
    <Sheet open side="right" title="Вход в личный кабинет" onClose={() => closePanel('login')}>
      <div className={styles.body}>
        {sent ? (
          <CodeStep
            phone={phone}
            codeLength={sent.codeLength}
            resendIn={sent.resendIn}
            onSubmit={signIn}
            onResend={() => sendCode()}
            onBack={() => setSent(null)}
          />
        ) : (
          <form noValidate onSubmit={sendCode} className={styles.form}>
            <p className={styles.lead}>
              Введите номер телефона — мы отправим SMS с кодом для входа.
            </p>
            <label htmlFor={`${id}-phone`} className={styles.label}>
              Телефон
            </label>
            <input
              id={`${id}-phone`}
              className={styles.input}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={PHONE_MASK.replace(/#/g, '_')}
              value={phone}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              data-autofocus
              onFocus={() => setPhone((value) => phoneFocusValue(value))}
              onChange={(event) => {
                setPhone(
                  applyMask(
                    event.target.value.startsWith('+7')
                      ? event.target.value
                      : `+7 ${event.target.value}`,
                    PHONE_MASK,
                  ),
                );
                setError(null);
              }}
            />
            {error && (
              <p id={`${id}-error`} className={styles.error} role="alert">
                {error}
              </p>
            )}
            <Button type="submit" disabled={busy}>
              Получить код
            </Button>
          </form>
        )}
      </div>
    </Sheet>
  );
}
