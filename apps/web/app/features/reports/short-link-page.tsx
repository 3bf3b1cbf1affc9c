import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { Link } from '../../shared/navigation/link.tsx';
import { Button } from '../../shared/ui/button.tsx';
import type { ShortLinkState } from './types.ts';
import styles from './reports.module.css';

/** Copies the link; without script (or clipboard) the field stays there to copy by hand. */
function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
    >
      {copied ? 'Скопировано' : 'Копировать'}
    </Button>
  );
}

/** SPEC 2.3 /slgen/: a staff member shortens a page of the site to /sl/{code}. */
export function ShortLinkPage({ state }: { state: ShortLinkState | undefined }) {
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const failed = state && !state.ok ? state : undefined;
  return (
    <main className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        Короткая ссылка
      </h1>
      <Form method="post" className={`${styles.form} ${styles.narrow}`}>
        <div className={styles.field}>
          <label htmlFor={`${id}-url`} className={styles.label}>
            Адрес страницы
          </label>
          <input
            id={`${id}-url`}
            name="url"
            className={styles.input}
            defaultValue={state?.url}
            placeholder="/cars/new/?mark=kia"
            maxLength={4096}
            required
            aria-invalid={failed ? true : undefined}
            aria-describedby={failed ? `${id}-error` : `${id}-hint`}
          />
          <span id={`${id}-hint`} className={styles.muted}>
            Путь страницы сайта или полный адрес на домене сайта
          </span>
          {failed && (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {failed.error}
            </p>
          )}
        </div>
        <Button type="submit" disabled={busy}>
          Сократить
        </Button>
      </Form>
      {state?.ok && (
        <section className={`${styles.form} ${styles.narrow}`} aria-labelledby={`${id}-made`}>
          <h2 id={`${id}-made`}>{state.created ? 'Ссылка создана' : 'Ссылка уже была'}</h2>
          <label htmlFor={`${id}-link`} className={styles.label}>
            Короткая ссылка
          </label>
          <input id={`${id}-link`} className={styles.input} value={state.link} readOnly />
          <CopyButton text={state.link} />
          <span className={styles.muted}>
            Ведёт на <Link to={state.target}>{state.target}</Link>
          </span>
          <img src={state.qr} width={160} height={160} alt={`QR-код ссылки ${state.link}`} />
        </section>
      )}
    </main>
  );
}
