import type { CAR_COLORS } from '@dealer/domain';
import { MOTO_CLASSES } from '@dealer/domain';

// Russian labels of the catalogue's slug vocabularies; facets answer them beside the counts.
export const BODY_TYPE_LABELS: Readonly<Record<string, string>> = {
  sedan: 'Седан',
  hatchback: 'Хэтчбек',
  liftback: 'Лифтбек',
  wagon: 'Универсал',
  crossover: 'Кроссовер',
  suv: 'Внедорожник',
  coupe: 'Купе',
  cabriolet: 'Кабриолет',
  minivan: 'Минивэн',
  pickup: 'Пикап',
  furgon: 'Фургон',
  microbus: 'Микроавтобус',
  flatbed: 'Бортовой',
  tractor: 'Седельный тягач',
  'dump-truck': 'Самосвал',
  tent: 'Тентованный полуприцеп',
  refrigerator: 'Рефрижератор',
  tipper: 'Самосвальный полуприцеп',
  atv: 'Квадроцикл',
  utv: 'Мотовездеход',
  buggy: 'Багги',
  recreation: 'Прогулочный',
  sport: 'Спортивный',
  'stand-up': 'Стоячий',
};

// Singular colour names of the colorgroup- filter; the slugs are the ones of the SEO colour pages.
const COLOR_GROUP_NAMES: Readonly<Record<(typeof CAR_COLORS)[number]['slug'], string>> = {
  white: 'Белый',
  black: 'Чёрный',
  silver: 'Серебристый',
  gray: 'Серый',
  red: 'Красный',
  blue: 'Синий',
  green: 'Зелёный',
  brown: 'Коричневый',
  beige: 'Бежевый',
  yellow: 'Жёлтый',
};
export const COLOR_GROUP_LABELS: Readonly<Record<string, string>> = COLOR_GROUP_NAMES;

export const COUNTRY_LABELS: Readonly<Record<string, string>> = {
  germany: 'Германия',
  japan: 'Япония',
  korea: 'Корея',
  china: 'Китай',
  russia: 'Россия',
  usa: 'США',
  uk: 'Великобритания',
  sweden: 'Швеция',
  czech: 'Чехия',
  france: 'Франция',
  italy: 'Италия',
  austria: 'Австрия',
  canada: 'Канада',
};

export const DRIVE_TYPE_LABELS: Readonly<Record<string, string>> = {
  front: 'Передний',
  rear: 'Задний',
  full: 'Полный',
};

export const ENGINE_TYPE_LABELS: Readonly<Record<string, string>> = {
  petrol: 'Бензин',
  diesel: 'Дизель',
  hybrid: 'Гибрид',
  electric: 'Электро',
  gas: 'Газ',
  none: 'Без двигателя',
};

export const GEAR_TYPE_LABELS: Readonly<Record<string, string>> = {
  manual: 'Механика',
  automatic: 'Автомат',
  robot: 'Робот',
  variator: 'Вариатор',
};

export const MOTO_CLASS_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  MOTO_CLASSES.map(({ slug, h1 }) => [slug, h1]),
);

export const COMMERCIAL_TYPE_LABELS: Readonly<Record<string, string>> = {
  fleet: 'Для автопарков',
  trucks: 'Грузовики',
  'semi-trailers': 'Полуприцепы',
};

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
