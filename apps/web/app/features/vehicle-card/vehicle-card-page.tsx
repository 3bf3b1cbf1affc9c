import type { ReactNode } from 'react';
import { Link } from '../../shared/navigation/link.tsx';
import type { VehicleDetail } from '@dealer/contract';
import { ArrowLeftIcon } from '../../shared/ui/icons.tsx';
import { serverReady } from '../../shared/ui/lazy.tsx';
import { StaticPart } from '../../shared/ui/static-part.tsx';
import { CardActions } from './card-actions.tsx';
import { CardMedia } from './card-media.tsx';
import type { Crumb } from './crumbs.ts';
import { useDealerPhoneOverride } from './dealer-phone.ts';
import styles from './vehicle-card-page.module.css';
// The card's static parts: their styles come with the page, their code (and class maps) only when
// the browser renders them.
import './card-head.module.css?styles-only';
import './dealer-block.module.css?styles-only';
import './price-block.module.css?styles-only';
import './price-history.module.css?styles-only';
import './qr-block.module.css?styles-only';
import './specs.module.css?styles-only';

const parts = () => import('./card-parts.tsx');
const CardHead = serverReady(() => parts().then((module) => ({ default: module.CardHead })));
const PriceParts = serverReady(() => parts().then((module) => ({ default: module.PriceParts })));
const DealerParts = serverReady(() => parts().then((module) => ({ default: module.DealerParts })));
const Specs = serverReady(() => parts().then((module) => ({ default: module.Specs })));

export interface VehicleCardPageProps {
  vehicle: VehicleDetail;
  crumbs: readonly Crumb[];
  /** Mark, model and modification, as the loader wrote them (the h1). */
  title: string;
  canonical: string;
  /** Similar vehicles, streamed in by the route. */
  similar?: ReactNode;
  /** The calls to action (request, credit...), composed by the route from the lead forms. */
  leadActions?: ReactNode;
  /**
   * Inside an embed (SPEC 2.10): a link back to its list instead of the site's breadcrumbs, written
   * by the loader (the domain's label would bring its embed helpers to every card).
   */
  back?: { href: string; label: string };
}

/** The vehicle card of SPEC 2.3: photos, title, honest price, actions, dealer, QR, specs, similar. */
export function VehicleCardPage({
  vehicle,
  crumbs,
  title,
  canonical,
  similar,
  leadActions,
  back,
}: VehicleCardPageProps) {
  const panorama = vehicle.panorama?.exterior ?? null;
  useDealerPhoneOverride(vehicle.dealer.phone);
  return (
    <main className={styles.page}>
      {back && (
        <Link to={back.href} className={styles.back}>
          <ArrowLeftIcon size={18} />
          {back.label}
        </Link>
      )}
      <StaticPart
        part={CardHead}
        props={{ crumbs: back ? null : crumbs, title, vehicle }}
        version={vehicle}
      />
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
          <StaticPart
            part={PriceParts}
            props={{
              price: vehicle.price,
              disprice: vehicle.disprice,
              discounts: vehicle.discounts,
              history: vehicle.priceHistory,
            }}
            version={vehicle}
          />
          {leadActions}
          <CardActions
            vehicle={{ id: vehicle.id, typeOfTransport: vehicle.typeOfTransport }}
            title={title}
            url={canonical}
          />
          <StaticPart
            part={DealerParts}
            props={{ dealer: vehicle.dealer, vin: vehicle.vin }}
            version={vehicle}
          />
        </aside>
        <div className={styles.details}>
          <StaticPart
            part={Specs}
            props={{
              specs: vehicle.specs,
              equipment: vehicle.equipment,
              options: vehicle.options,
              description: vehicle.description,
            }}
            version={vehicle}
          />
        </div>
      </div>
      {similar}
    </main>
  );
}
