import type { ReactNode } from 'react';
import { Link } from '../../shared/navigation/link.tsx';
import type { VehicleDetail } from '@dealer/contract';
import { EMBED_BACK_LABEL, formatPrice, vehicleTitle } from '@dealer/domain';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { ArrowLeftIcon } from '../../shared/ui/icons.tsx';
import { CardActions } from './card-actions.tsx';
import { CardMedia } from './card-media.tsx';
import type { Crumb } from './crumbs.ts';
import { DealerBlock } from './dealer-block.tsx';
import { PriceBlock } from './price-block.tsx';
import { QrBlock } from './qr-block.tsx';
import { Specs } from './specs.tsx';
import styles from './vehicle-card-page.module.css';

const STATUS_LABELS: Readonly<Record<VehicleDetail['status'], string>> = {
  'in-stock': 'В наличии',
  'in-transit': 'В пути',
  reserved: 'Забронирован',
  'on-sale-soon': 'Скоро в продаже',
  sold: 'Продан',
};

export interface VehicleCardPageProps {
  vehicle: VehicleDetail;
  crumbs: readonly Crumb[];
  canonical: string;
  /** The vehicle's JSON-LD, as the loader wrote it. */
  jsonLd: string;
  /** Similar vehicles, streamed in by the route. */
  similar?: ReactNode;
  /** Inside an embed (SPEC 2.10): a link back to its list instead of the site's breadcrumbs. */
  backHref?: string;
}

/** The vehicle card of SPEC 2.3: photos, title, honest price, actions, dealer, QR, specs, similar. */
export function VehicleCardPage({ vehicle, crumbs, canonical, jsonLd, similar, backHref }: VehicleCardPageProps) {
  const title = vehicleTitle({ mark: vehicle.mark.name, model: vehicle.model.name, modification: vehicle.modification });
  const facts = [
    vehicle.condition === 'new' ? 'Новый' : 'С пробегом',
    `${vehicle.year} год`,
    vehicle.condition === 'used' ? `${formatPrice(vehicle.mileage)} км` : null,
    vehicle.color,
  ].filter(Boolean);
  const panorama = vehicle.panorama?.exterior ?? null;
  return (
    <main className={styles.page}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {backHref ? (
        <Link to={backHref} className={styles.back}>
          <ArrowLeftIcon size={18} />
          {EMBED_BACK_LABEL}
        </Link>
      ) : (
        <Breadcrumbs items={crumbs} />
      )}
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.facts}>
          <span className={styles.status} data-status={vehicle.status}>
            {STATUS_LABELS[vehicle.status]}
          </span>
          {facts.join(' · ')}
        </p>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          <CardMedia photos={vehicle.photos} panorama={panorama} title={title} />
          {vehicle.labels.length > 0 && (
            <ul className={styles.labels} aria-label="Особенности">
              {vehicle.labels.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          )}
        </div>
        <aside className={styles.aside} aria-label="Цена и продавец">
          <PriceBlock price={vehicle.price} disprice={vehicle.disprice} discounts={vehicle.discounts} />
          <CardActions vehicle={{ id: vehicle.id, typeOfTransport: vehicle.typeOfTransport }} title={title} url={canonical} />
          <DealerBlock dealer={vehicle.dealer} />
          <QrBlock vin={vehicle.vin} />
        </aside>
        <div className={styles.details}>
          <Specs specs={vehicle.specs} equipment={vehicle.equipment} options={vehicle.options} description={vehicle.description} />
        </div>
      </div>
      {similar}
    </main>
  );
}
