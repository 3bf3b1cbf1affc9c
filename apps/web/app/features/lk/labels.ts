import { formatPrice, plural } from '@dealer/domain';
import type { GarageCar, ServiceOrder } from '@dealer/contract';

// Texts and links the personal area's pages share. The names of kinds and states are in
// state-labels.ts: the overview shows none of them, and its chunk carries only these.

export function carTitle(car: Pick<GarageCar, 'mark' | 'model' | 'year'>): string {
  return [car.mark, car.model, car.year ? `${car.year} г.` : ''].filter(Boolean).join(' ');
}

export function orderHref(order: Pick<ServiceOrder, 'id' | 'kind'>): string {
  return order.kind === 'sales' ? `/lk/orders/sales/${order.id}/` : `/lk/orders/${order.id}/`;
}

const POINTS = ['балл', 'балла', 'баллов'] as const;

/** Points with grouped digits and their word: «12 500 баллов», «−500 баллов». */
export function formatPoints(points: number, signed = false): string {
  const sign = points < 0 ? '−' : signed && points > 0 ? '+' : '';
  const digits = formatPrice(Math.abs(points));
  return `${sign}${digits}\u00a0${plural(points, POINTS)}`;
}
