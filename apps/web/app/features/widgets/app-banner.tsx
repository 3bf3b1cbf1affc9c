import { HEADER_BANNER_COOKIE_MAX_AGE, MOBILE_APP_BANNER_HREF } from '@dealer/domain';
import { useSite } from '../../shared/stores/index.ts';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { AppIconArt, PhoneArt } from './app-art.tsx';
import styles from './app-banner.module.css';

export const APP_BANNER_COOKIE = 'appBannerClosed';

/**
 * Runs before the first paint: a visitor who closed the banner never sees it flash, while the
 * shared HTML of the page stays the same for everyone (DESIGN.md 4).
 */
export const appBannerScript = `if(/(?:^|;\\s*)${APP_BANNER_COOKIE}=1/.test(document.cookie))document.documentElement.dataset.appBanner='closed'`;

function close(event: React.MouseEvent<HTMLButtonElement>) {
  document.cookie = `${APP_BANNER_COOKIE}=1; Path=/; Max-Age=${HEADER_BANNER_COOKIE_MAX_AGE}; SameSite=Lax`;
  document.documentElement.dataset.appBanner = 'closed';
  // The banner is gone with the button that had focus: hand focus to the page.
  event.currentTarget.blur();
}

/** SPEC 2.16: the top mobile-app banner of both holdings. */
export function AppBanner() {
  const { built, holdingName } = useSite();
  return (
    <aside className={styles.banner} aria-label="Мобильное приложение">
      <button type="button" className={styles.close} onClick={close} aria-label="Закрыть баннер приложения">
        <CloseIcon size={20} />
      </button>
      <PhoneArt className={styles.phone} />
      <AppIconArt className={styles.icon} label={holdingName} />
      <div className={styles.text}>
        <p className={styles.title}>
          <span className={styles.mobileOnly}>В приложении удобнее</span>
          <span className={styles.desktopOnly}>Удобнее в приложении</span>
        </p>
        <p className={styles.subtitle}>Записывайтесь на сервис, следите за историей обслуживания и получайте персональные предложения</p>
      </div>
      {built.mobileAppDownload && (
        <>
          {built.mobileAppQr && <img className={styles.qr} src={built.mobileAppQr} width={56} height={56} alt="QR-код для загрузки приложения" loading="lazy" />}
          {/* A document request: the server sends a phone on to its store by User-Agent. */}
          <a className={buttonClass('primary', 'sm', styles.open)} href={MOBILE_APP_BANNER_HREF}>
            Открыть
          </a>
        </>
      )}
    </aside>
  );
}
