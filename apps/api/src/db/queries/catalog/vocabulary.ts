// Russian labels of the catalogue's slug vocabularies; facets answer them beside the counts. The
// closed filter vocabularies live in the domain, where the listing URL parser rejects other values.
export {
  BODY_TYPE_LABELS,
  COLOR_GROUP_LABELS,
  COMMERCIAL_TYPE_LABELS,
  COUNTRY_LABELS,
  DRIVE_TYPE_LABELS,
  ENGINE_TYPE_LABELS,
  GEAR_TYPE_LABELS,
  MOTO_CLASS_LABELS,
} from '@dealer/domain';

export const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  cars: 'Автомобили',
  electro: 'Электромобили',
  moto: 'Мотоциклы',
  'jet-ski': 'Гидроциклы',
  atv: 'Квадроциклы',
  commercial: 'Коммерческий транспорт',
};

export const CONDITION_LABELS: Readonly<Record<string, string>> = {
  new: 'Новый',
  used: 'С пробегом',
};

export const STATUS_LABELS: Readonly<Record<string, string>> = {
  'in-stock': 'В наличии',
  'in-transit': 'В пути',
  reserved: 'Забронирован',
  sold: 'Продан',
  'on-sale-soon': 'Скоро в продаже',
};

export const FLAG_LABELS: Readonly<Record<string, string>> = {
  sale: 'Со скидкой',
  vat: 'С НДС',
  'on-sale-soon': 'Скоро в продаже',
  promo: 'Спецпредложение',
};

export const CITY_LABELS: Readonly<Record<string, string>> = {
  msk: 'Москва',
  spb: 'Санкт-Петербург',
};

// The label of a slug, or the slug itself for a value no dictionary knows.
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}
