import { Link } from '../../shared/navigation/link.tsx';
import {
  acceptCookies,
  useCookiesAccepted,
  useHydrated,
  useSite,
} from '../../shared/stores/index.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Layer } from '../../shared/ui/layers.tsx';
import styles from './cookie-toast.module.css';

/**
 * SPEC 2.16: the cookie notice, until the visitor accepts (the date is kept in localStorage): a slim
 * bar along the bottom, one of the layers (decision 0052), painted with the page.
 */
export function CookieToast() {
  const hydrated = useHydrated();
  const accepted = useCookiesAccepted();
  const { built } = useSite();
  // Drawn by the server too: the head's script shows it before the page wakes (no marker stored).
  if (hydrated && accepted) return null;
  return (
    <Layer name="cookie-notice" className={styles.cookieLayer} early={!hydrated}>
      <section className={styles.toast} aria-label="Уведомление о cookie">
        <p className={styles.toastText}>
          Мы используем файлы cookie. Оставаясь на сайте, вы соглашаетесь с их обработкой
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
    </Layer>
  );
}
