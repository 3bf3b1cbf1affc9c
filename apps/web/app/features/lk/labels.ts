import type { GarageCar, Insurance, ServiceOrder } from '@dealer/contract';

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
