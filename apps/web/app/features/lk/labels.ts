import { formatPrice, plural } from '@dealer/domain';
import type { CustomerRequest, GarageCar, Insurance, ServiceOrder } from '@dealer/contract';

// Texts and links the personal area's pages share.

export function carTitle(car: Pick<GarageCar, 'mark' | 'model' | 'year'>): string {
  return [car.mark, car.model, car.year ? `${car.year} г.` : ''].filter(Boolean).join(' ');
}

export function orderHref(order: Pick<ServiceOrder, 'id' | 'kind'>): string {
  return order.kind === 'sales' ? `/lk/orders/sales/${order.id}/` : `/lk/orders/${order.id}/`;
}

export const INSURANCE_KIND: Readonly<Record<Insurance['kind'], string>> = {
  osago: 'ОСАГО',
  kasko: 'КАСКО',
};

export const WORK_KIND = { work: 'Работа', part: 'Запчасть' } as const;

/** A request's or a booking's state as the customer reads it (the API's word, never guessed). */
export const REQUEST_STATE: Readonly<Record<CustomerRequest['state'], string>> = {
  accepted: 'Принята',
  delivered: 'Передана менеджеру',
  booked: 'Запись в силе',
  visited: 'Визит состоялся',
  cancelled: 'Запись отменена',
};

const POINTS = ['балл', 'балла', 'баллов'] as const;

/** Points with grouped digits and their word: «12 500 баллов», «−500 баллов». */
export function formatPoints(points: number, signed = false): string {
  const sign = points < 0 ? '−' : signed && points > 0 ? '+' : '';
  const digits = formatPrice(Math.abs(points));
  return `${sign}${digits}\u00a0${plural(points, POINTS)}`;
}
