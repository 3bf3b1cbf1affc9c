import type { ListingPreset } from '../types.ts';

/** Colour pages: slug as in the colorgroup- filter, and the plural adjective of the h1. */
export const CAR_COLORS = [
  { slug: 'white', adjective: 'Белые' },
  { slug: 'black', adjective: 'Чёрные' },
  { slug: 'silver', adjective: 'Серебристые' },
  { slug: 'gray', adjective: 'Серые' },
  { slug: 'red', adjective: 'Красные' },
  { slug: 'blue', adjective: 'Синие' },
  { slug: 'green', adjective: 'Зелёные' },
  { slug: 'brown', adjective: 'Коричневые' },
  { slug: 'beige', adjective: 'Бежевые' },
  { slug: 'yellow', adjective: 'Жёлтые' },
] as const;
export type CarColor = (typeof CAR_COLORS)[number]['slug'];

/** SPEC 2.4 commercial pages beside the listing: sections, the used stock and two body types. */
export const COMMERCIAL_PAGES = [
  { slug: 'fleet', preset: { commercialType: 'fleet', h1: 'Автомобили для автопарков' } },
  { slug: 'trucks', preset: { commercialType: 'trucks', h1: 'Грузовики' } },
  { slug: 'semi-trailers', preset: { commercialType: 'semi-trailers', h1: 'Полуприцепы' } },
  { slug: 'used', preset: { condition: 'used', h1: 'Коммерческий транспорт с пробегом' } },
  { slug: 'furgon', preset: { bodyType: 'furgon', h1: 'Фургоны' } },
  { slug: 'microbus', preset: { bodyType: 'microbus', h1: 'Микроавтобусы' } },
] as const satisfies readonly { slug: string; preset: Omit<ListingPreset, 'category'> }[];

/** SPEC 2.4 motorcycle class pages. */
export const MOTO_CLASSES = [
  { slug: 'enduro', h1: 'Мотоциклы эндуро' },
  { slug: 'sport-bike', h1: 'Спортивные мотоциклы' },
  { slug: 'tricycle', h1: 'Трициклы' },
  { slug: 'chopper', h1: 'Чопперы' },
  { slug: 'touring', h1: 'Туристические мотоциклы' },
  { slug: 'naked', h1: 'Мотоциклы нейкед' },
  { slug: 'cross', h1: 'Кроссовые мотоциклы' },
  { slug: 'classic', h1: 'Классические мотоциклы' },
  { slug: 'scooter', h1: 'Скутеры' },
] as const;
