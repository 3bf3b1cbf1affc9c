import { DownloadGlyph } from './app-art.tsx';
import { namesList, storeLinks } from './stores.ts';
import type { AppStores } from './stores.ts';
import styles from './mobile-app.module.css';

const CALL_TO_ACTION: Record<string, string> = {
  appStore: 'Загрузите в',
  googlePlay: 'Доступно в',
  ruStore: 'Скачайте из',
};

/**
 * A button for every store that has the app; a store without it gets no link, only the honest
 * line that the app is coming (SPEC 2.3, README: MOBILE_APP_*_URL_*).
 */
export function StoreButtons({ stores }: { stores: AppStores }) {
  const { links, missing } = storeLinks(stores);
  return (
    <div className={styles.stores}>
      {links.length > 0 && (
        <ul className={styles.storeList}>
          {links.map((store) => (
            <li key={store.key}>
              <a className={styles.storeButton} href={store.url} rel="noopener">
                <DownloadGlyph />
                <span className={styles.storeText}>
                  <span className={styles.storeCall}>{CALL_TO_ACTION[store.key]}</span>
                  <span className={styles.storeName}>{store.name}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {missing.length > 0 && (
        <p className={styles.soon} role="note">
          {`${links.length === 0 ? 'Приложение скоро появится в магазине' : 'Скоро появится'}: ${namesList(missing)}`}
        </p>
      )}
    </div>
  );
}

/** The QR code of /mobileapp/download/ (drawn on the server, SPEC 9 rules): scanned from a desktop. */
export function AppQr({
  src,
  holdingName,
  className,
}: {
  src: string;
  holdingName: string;
  className?: string;
}) {
  return (
    <figure className={[styles.qr, className].filter(Boolean).join(' ')}>
      <img
        src={src}
        width={128}
        height={128}
        alt={`QR-код страницы загрузки приложения ${holdingName}`}
        loading="lazy"
      />
      <figcaption className={styles.qrCaption}>
        Наведите камеру телефона на код, чтобы скачать приложение
      </figcaption>
    </figure>
  );
}
