import { QR_DEFAULTS } from '@dealer/domain';
import styles from './qr-block.module.css';

/** The vehicle's QR code (/qr/{vin}, drawn on the server): scanning it opens this car on a phone. */
export function QrBlock({ vin }: { vin: string }) {
  return (
    <figure className={styles.qr}>
      <img
        src={`/qr/${vin}/`}
        width={QR_DEFAULTS.size}
        height={QR_DEFAULTS.size}
        alt={`QR-код автомобиля с VIN ${vin}`}
        loading="lazy"
      />
      <figcaption className={styles.caption}>
        Наведите камеру телефона, чтобы открыть этот автомобиль на телефоне.
        <span className={styles.vin}>VIN {vin}</span>
      </figcaption>
    </figure>
  );
}
