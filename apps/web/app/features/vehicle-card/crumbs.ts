import { listingH1, vehicleTitle } from '@dealer/domain';
import type { HoldingId, RouteName } from '@dealer/domain';
import type { VehicleDetail } from '@dealer/contract';
import { builtHref } from '../../shared/layout/route-links.ts';

export interface Crumb {
  label: string;
  /** Absent on the current page and on listings not built yet (no link to a missing page). */
  href?: string;
}

type CrumbVehicle = Pick<
  VehicleDetail,
  'category' | 'condition' | 'mark' | 'model' | 'modification' | 'year'
>;

/**
 * Главная → the section → new or used → the mark → the model → this vehicle; each listing link
 * only once its page is built (DESIGN 3).
 */
export function cardCrumbs(
  holdingId: HoldingId,
  vehicle: CrumbVehicle,
  linkOf: (
    holdingId: HoldingId,
    name: RouteName,
    params?: Record<string, string>,
  ) => string | null = builtHref,
): Crumb[] {
  const { category, condition } = vehicle;
  const mark = vehicle.mark.code;
  const model = vehicle.model.code;
  const link = (name: string, params?: Record<string, string>) =>
    linkOf(holdingId, name as RouteName, params) ?? undefined;
  const crumbs: Crumb[] = [
    { label: 'Главная', href: link('index') },
    { label: listingH1(category), href: link(category) },
    { label: listingH1(category, condition), href: link(`${category}-condition`, { condition }) },
    { label: vehicle.mark.name, href: link(`${category}-condition-mark`, { condition, mark }) },
    {
      label: vehicle.model.name,
      href: link(`${category}-condition-mark-model`, { condition, mark, model }),
    },
    {
      label: vehicleTitle({
        mark: vehicle.mark.name,
        model: vehicle.model.name,
        modification: vehicle.modification,
        year: vehicle.year,
      }),
    },
  ];
  // Listings not built yet drop out; the first and the current page always stay.
  return crumbs.filter((crumb, index) => index === 0 || index === crumbs.length - 1 || crumb.href);
}
