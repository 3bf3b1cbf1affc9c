import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { PHONE_MASK, maskPhoneInput, phoneFocusValue } from '@dealer/domain';
import { Link } from '../../shared/navigation/link.tsx';
import { Button } from '../../shared/ui/button.tsx';
import type { SignInState } from './types.ts';
import { Field } from './field.tsx';
import styles from './lk.module.css';

/** SPEC 4 sign-in by phone and SMS code as a page: /lk/auth/ and /auth/login/. */
export function SignInPage({ state, action }: { state: SignInState | undefined; action: string }) {
  const [phone, setPhone] = useState(state?.phone ?? '');
  const busy = useNavigation().state === 'submitting';
  const codeStep = state?.step === 'code';
  return (
    <main className={`${styles.page} ${styles.center}`} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className={styles.title}>
        Вход в личный кабинет
      </h1>
      {codeStep ? (
        <Form method="post" action={action} className={styles.form} noValidate>
          <p className={styles.lead}>Код отправлен на номер {state.phone}</p>
          <input type="hidden" name="phone" value={state.phone} />
          <input type="hidden" name="intent" value="validate" />
          <Field
            label="Код из SMS"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={state.codeLength}
            required
            autoFocus
            error={state.error}
          />
          <Button type="submit" disabled={busy}>
            Войти
          </Button>
          <div className={styles.actions}>
            <Link to={action}>Изменить номер</Link>
          </div>
        </Form>
      ) : (
        <Form method="post" action={action} className={styles.form} noValidate>
          <p className={styles.lead}>Введите номер телефона — мы отправим SMS с кодом для входа.</p>
          <input type="hidden" name="intent" value="send" />
          <Field
            label="Телефон"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={PHONE_MASK.replace(/#/g, '_')}
            value={phone}
            onFocus={() => setPhone((value) => phoneFocusValue(value))}
            onChange={(event) => setPhone(maskPhoneInput(event.target.value))}
            error={state?.step === 'phone' ? state.error : undefined}
          />
          <Button type="submit" disabled={busy}>
            Получить код
          </Button>
        </Form>
      )}
    </main>
  );
}
