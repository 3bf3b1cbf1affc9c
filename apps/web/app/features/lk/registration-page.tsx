import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import type { UserInfo } from '@dealer/contract';
import { Link } from '../../shared/navigation/link.tsx';
import { Button } from '../../shared/ui/button.tsx';
import type { FormResult } from './types.ts';
import { NameFields } from './name-fields.tsx';
import styles from './lk.module.css';

/** /registration/: the customer's name after the first sign-in, with the consent SPEC 5 requires. */
export function RegistrationPage({
  user,
  consentHref,
  result,
}: {
  user: UserInfo;
  consentHref: string | null;
  result: FormResult | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const id = useId();
  const policyError = result?.errors.policy;
  return (
    <main className={`${styles.page} ${styles.center}`} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        Регистрация
      </h1>
      <p className={styles.lead}>Расскажите, как к вам обращаться. Телефон: {user.phone}</p>
      <Form method="post" className={styles.form} noValidate>
        {result && !result.ok && (
          <p className={styles.error} role="alert">
            {result.message}
          </p>
        )}
        <NameFields initial={user} result={result} firstNameRequired />
        <div className={styles.check}>
          <input
            id={`${id}-policy`}
            type="checkbox"
            name="policy"
            aria-invalid={policyError ? true : undefined}
            aria-describedby={policyError ? `${id}-policy-error` : undefined}
          />
          <label htmlFor={`${id}-policy`}>
            Я соглашаюсь с{' '}
            {consentHref ? (
              <Link to={consentHref}>условиями обработки персональных данных</Link>
            ) : (
              'условиями обработки персональных данных'
            )}
          </label>
        </div>
        {policyError && (
          <p id={`${id}-policy-error`} className={styles.error}>
            {policyError}
          </p>
        )}
        <Button type="submit" disabled={busy}>
          Сохранить
        </Button>
      </Form>
    </main>
  );
}
