import { MOBILE_APP_BANNER_HREF } from '@dealer/domain';
import { useSite } from '../../shared/stores/index.ts';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { AppIconArt, PhoneArt } from './app-art.tsx';
import styles from './app-banner.module.css';

/**
 * SPEC 2.16: the top mobile-app banner of both holdings, shown as a StaticPart (its close button
 * is a data-action: closeAppBanner).
 */
export function AppBanner() {
  const { built, holdingName } = useSite();
  return (
    <aside className={styles.banner} aria-label="Мобильное приложение">
      <button
        type="button"
        className={styles.close}
        data-action="close"
        aria-label="Закрыть баннер приложения"
      >
        <CloseIcon size={20} />
      </button>
      <PhoneArt className={styles.phone} />
      <AppIconArt className={styles.icon} label={holdingName} />
      <div className={styles.text}>
        <p className={styles.title}>
          <span className={styles.mobileOnly}>В приложении удобнее</span>
          <span className={styles.desktopOnly}>Удобнее в приложении</span>
        </p>
        <p className={styles.subtitle}>
          Записывайтесь на сервис, следите за историей обслуживания и получайте персональные
          предложения
        </p>
      </div>
      {built.mobileAppDownload && (
        <>
          {built.mobileAppQr && (
            <img
              className={styles.qr}
              src={built.mobileAppQr}
              width={56}
              height={56}
              alt="QR-код для загрузки приложения"
              loading="lazy"
            />
          )}
          {/* A document request: the server sends a phone on to its store by User-Agent. */}
          <a className={buttonClass('primary', 'sm', styles.open)} href={MOBILE_APP_BANNER_HREF}>
            Открыть
          </a>
        </>
      )}
    </aside>
  );
}
