import type { CAR_COLORS } from '../routes/rows/seo-lists.ts';
import { MOTO_CLASSES } from '../routes/rows/seo-lists.ts';
import type { ListKey } from './keys.ts';

// The catalogue's closed vocabularies with their Russian labels: a value outside them names nothing.
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

/** The list filters whose values come from a closed vocabulary, each with its labels. */
export const CLOSED_VOCABULARIES: Readonly<
  Partial<Record<ListKey, Readonly<Record<string, string>>>>
> = {
  bodyType: BODY_TYPE_LABELS,
  colorGroup: COLOR_GROUP_LABELS,
  country: COUNTRY_LABELS,
  driveType: DRIVE_TYPE_LABELS,
  engineType: ENGINE_TYPE_LABELS,
  gearType: GEAR_TYPE_LABELS,
  motoClass: MOTO_CLASS_LABELS,
  commercialType: COMMERCIAL_TYPE_LABELS,
};

/** True when the value belongs to the key's closed vocabulary, or the key has none. */
export function inClosedVocabulary(key: ListKey, value: string): boolean {
  const labels = CLOSED_VOCABULARIES[key];
  return labels === undefined || Object.hasOwn(labels, value);
}
