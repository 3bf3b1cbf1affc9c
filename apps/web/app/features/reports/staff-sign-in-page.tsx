import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../shared/ui/button.tsx';
import type { StaffSignInState } from './types.ts';
import styles from './reports.module.css';

/** /reports/auth/: the staff sign-in with login and password (not the customers' SMS code). */
export function StaffSignInPage({ state }: { state: StaffSignInState | undefined }) {
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const invalid = (field: 'login' | 'password') =>
    state && (!state.field || state.field === field) ? true : undefined;
  return (
    <main className={`${styles.page} ${styles.narrow}`} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        Вход для сотрудников
      </h1>
      <Form method="post" className={styles.form} noValidate>
        {state && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {state.error}
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor={`${id}-login`} className={styles.label}>
            Логин
          </label>
          <input
            id={`${id}-login`}
            name="login"
            className={styles.input}
            autoComplete="username"
            defaultValue={state?.login}
            aria-invalid={invalid('login')}
            aria-describedby={state ? `${id}-error` : undefined}
            maxLength={100}
            required
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-password`} className={styles.label}>
            Пароль
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            className={styles.input}
            autoComplete="current-password"
            aria-invalid={invalid('password')}
            aria-describedby={state ? `${id}-error` : undefined}
            maxLength={200}
            required
          />
        </div>
        <Button type="submit" disabled={busy}>
          Войти
        </Button>
      </Form>
    </main>
  );
}
