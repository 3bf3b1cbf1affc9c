import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { BreadcrumbItem } from '../../shared/ui/breadcrumbs.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import styles from './codes.module.css';

export interface QrGeneratorProps {
  vin: string;
  level: string;
  size: number;
  /** The QR image with the chosen options (/qr/{vin}/?level=&size=). */
  imageHref: string;
  crumbs: BreadcrumbItem[];
  /** The query's mistake (a level other than L, M, Q or H), shown above the form. */
  error: string | null;
}

const LEVELS = [
  ['L', 'L — около 7%'],
  ['M', 'M — около 15%'],
  ['Q', 'Q — около 25%'],
  ['H', 'H — около 30%'],
] as const;

/** SPEC 2.3 /qr/generator/{vin}: a vehicle's QR code with the size and correction level to print. */
export function QrGenerator({ vin, level, size, imageHref, crumbs, error }: QrGeneratorProps) {
  return (
    <main className={styles.page}>
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>QR-код автомобиля {vin}</h1>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <img className={styles.qr} src={imageHref} width={size} height={size} alt={`QR-код ${vin}`} />
      <form method="get" className={styles.form}>
        <div className={styles.field}>
          <label htmlFor="qr-level">Уровень коррекции ошибок</label>
          <select id="qr-level" name="level" defaultValue={level}>
            {LEVELS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="qr-size">Размер, пикселей</label>
          <input id="qr-size" name="size" type="number" min={16} max={2000} defaultValue={size} />
        </div>
        <button type="submit" className={buttonClass('primary')}>
          Показать
        </button>
      </form>
      <p>
        <a className={styles.link} href={imageHref} download={`qr-${vin}.svg`}>
          Скачать QR-код (SVG)
        </a>
      </p>
    </main>
  );
}
