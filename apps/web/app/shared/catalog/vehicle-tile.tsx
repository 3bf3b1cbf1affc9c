import type { ReactNode } from 'react';
import { Link } from '../navigation/link.tsx';
import { formatRub } from '@dealer/domain';
import { VisuallyHidden } from '../ui/visually-hidden.tsx';
import type { VehicleTileData } from './tile-data.ts';
import { PriceDropBadge } from './price-drop-badge.tsx';
import { VehicleToggles } from './vehicle-toggles.tsx';
import styles from './vehicle-tile.module.css';

export interface VehicleTileProps {
  vehicle: VehicleTileData;
  /** Tiles in the first screen load their photo at once; the rest wait until scrolled near. */
  eager?: boolean;
  /** The first photo of a page, the likely largest paint: fetched ahead of the others. */
  priority?: boolean;
  /** The title's heading level under the page's headings. */
  headingLevel?: 2 | 3;
  /** A call to action under the tile's text (the listing's request button), above the card link. */
  action?: ReactNode;
}

/** Photo size in the tile: the 2:1 of the API's pictures; the SVG scales to any width. */
const PHOTO_WIDTH = 400;
const PHOTO_HEIGHT = 200;

/**
 * A vehicle in a listing or a «similar vehicles» row: photo, title, the honest price (the
 * unconditional price first, then the price with named conditional discounts), favourite and
 * compare toggles. The whole tile links to the card when the card page exists.
 */
export function VehicleTile({
  vehicle,
  eager = false,
  priority = false,
  headingLevel = 2,
  action,
}: VehicleTileProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = vehicle.href ? (
    <Link to={vehicle.href} className={styles.link}>
      {vehicle.title}
    </Link>
  ) : (
    vehicle.title
  );
  return (
    <article className={styles.tile}>
      <img
        className={styles.photo}
        src={vehicle.image}
        alt=""
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
      {vehicle.badges.length > 0 && (
        <ul className={styles.badges} aria-label="Метки">
          {vehicle.badges.map((badge) => (
            <li key={badge}>{badge}</li>
          ))}
        </ul>
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.subtitle}>{vehicle.subtitle}</p>
        <p className={styles.facts}>{vehicle.facts.join(' · ')}</p>
        <div className={styles.prices}>
          <p className={styles.price}>
            {formatRub(vehicle.price)}
            {vehicle.oldPrice !== null && (
              <s className={styles.old}>
                <VisuallyHidden>без скидки </VisuallyHidden>
                {formatRub(vehicle.oldPrice)}
              </s>
            )}
          </p>
          {vehicle.priceDropped && <PriceDropBadge className={styles.drop} />}
          {vehicle.conditional && (
            <p className={styles.conditional}>
              от {formatRub(vehicle.conditional.price)} {vehicle.conditional.conditions}
            </p>
          )}
          {vehicle.credit && (
            <p className={styles.conditional}>
              В кредит от <strong>{formatRub(vehicle.credit.monthly)}/мес</strong>
              <small>{vehicle.credit.terms}</small>
            </p>
          )}
        </div>
        <p className={styles.dealer}>{vehicle.dealer}</p>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      <VehicleToggles
        vehicle={{ id: vehicle.id, typeOfTransport: vehicle.typeOfTransport }}
        title={vehicle.title}
      />
    </article>
  );
}
