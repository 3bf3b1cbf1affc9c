import type { VehicleDetail } from '@dealer/contract';
import { formatMileage } from '@dealer/domain';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import styles from './card-head.module.css';
import type { Crumb } from './crumbs.ts';

const STATUS_LABELS: Readonly<Record<VehicleDetail['status'], string>> = {
  'in-stock': 'В наличии',
  'in-transit': 'В пути',
  reserved: 'Забронирован',
  'on-sale-soon': 'Скоро в продаже',
  sold: 'Продан',
};

export interface CardHeadProps {
  /** The site's breadcrumbs, or null inside an embed (its page links back to its list instead). */
  crumbs: readonly Crumb[] | null;
  /** Mark, model and modification, as the loader wrote them (the h1). */
  title: string;
  vehicle: Pick<VehicleDetail, 'status' | 'condition' | 'year' | 'mileage' | 'color'>;
}

/** The card's breadcrumbs (their classes come through card-head.module.css), h1, status and short facts (new or used, year, mileage, colour). */
export function CardHead({ crumbs, title, vehicle }: CardHeadProps) {
  const facts = [
    vehicle.condition === 'new' ? 'Новый' : 'С пробегом',
    `${vehicle.year} год`,
    vehicle.condition === 'used' ? formatMileage(vehicle.mileage) : null,
    vehicle.color,
  ].filter(Boolean);
  return (
    <>
      {crumbs && <Breadcrumbs items={crumbs} styles={styles} />}
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.facts}>
          <span className={styles.status} data-status={vehicle.status}>
            {STATUS_LABELS[vehicle.status]}
          </span>
          {facts.join(' · ')}
        </p>
      </header>
    </>
  );
}
