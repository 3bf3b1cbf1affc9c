import type { CustomerRequest, Insurance } from '@dealer/contract';

// The names of kinds and states the orders' and insurances' pages show (labels.ts has the rest).

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
