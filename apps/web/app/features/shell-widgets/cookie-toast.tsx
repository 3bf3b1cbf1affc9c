import { Link } from '../../shared/navigation/link.tsx';
import {
  acceptCookies,
  useCookiesAccepted,
  useHydrated,
  useSite,
} from '../../shared/stores/index.ts';
import { Button } from '../../shared/ui/button.tsx';
import styles from './widgets.module.css';

/** SPEC 2.16: the cookie notice, until the visitor accepts (the date is kept in localStorage). */
export function CookieToast() {
  const hydrated = useHydrated();
  const accepted = useCookiesAccepted();
  const { built } = useSite();
  if (!hydrated || accepted) return null;
  return (
    <section className={styles.toast} aria-label="Уведомление о cookie">
      <p className={styles.toastText}>
        Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая пользоваться сайтом, вы
        соглашаетесь с обработкой cookie
        {built.termsOfUse ? (
          <>
            {' '}
            и <Link to={built.termsOfUse}>пользовательским соглашением</Link>
          </>
        ) : null}
        .
      </p>
      <Button size="sm" onClick={() => acceptCookies()}>
        Принять
      </Button>
    </section>
  );
}
