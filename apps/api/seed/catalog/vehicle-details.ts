import type { VehicleCategory } from '@dealer/contract';
import type { Rng } from '../prng.ts';

// One item of a list, chosen with the given weights.
export function weighted<T>(rng: Rng, items: readonly T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let left = rng.next() * total;
  for (const item of items) {
    left -= weightOf(item);
    if (left < 0) return item;
  }
  const last = items[items.length - 1];
  if (last === undefined) throw new Error('weighted pick from an empty list');
  return last;
}

const CAR_TRIMS = [
  ['Classic', 'Standard', 'Comfort'],
  ['Comfort', 'Luxe', 'Style'],
  ['Prestige', 'Style', 'Elegance'],
  ['Premium', 'Exclusive', 'Sport'],
];
const OTHER_TRIMS: Readonly<Record<string, readonly string[]>> = {
  moto: ['Standard', 'ABS', 'Touring Pack'],
  atv: ['Base', 'EPS', 'XT'],
  'jet-ski': ['Base', 'Audio', 'Premium'],
  commercial: ['Базовая', 'Комфорт', 'Бизнес'],
};

export function equipmentOf(rng: Rng, category: VehicleCategory, priceK: number): string {
  if (category === 'cars' || category === 'electro') {
    const tier = priceK < 1500 ? 0 : priceK < 3000 ? 1 : priceK < 6500 ? 2 : 3;
    return rng.pick(CAR_TRIMS[tier] ?? ['Comfort']);
  }
  return rng.pick(OTHER_TRIMS[category] ?? ['Standard']);
}

const CAR_OPTIONS = [
  'Климат-контроль',
  'Круиз-контроль',
  'Камера заднего вида',
  'Парктроники',
  'Подогрев передних сидений',
  'Подогрев руля',
  'Мультимедиа с Apple CarPlay и Android Auto',
  'Светодиодные фары',
  'Легкосплавные диски',
  'Бесключевой доступ',
  'Электропривод багажника',
  'Панорамная крыша',
  'Кожаный салон',
  'Адаптивный круиз-контроль',
  'Датчик дождя и света',
  'Обогрев лобового стекла',
  'Система кругового обзора',
  'Вентиляция сидений',
];
const OTHER_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  moto: [
    'ABS',
    'Трекшн-контроль',
    'Кофры',
    'Подогрев ручек',
    'Круиз-контроль',
    'Ветровое стекло',
    'Светодиодная оптика',
  ],
  atv: ['Лебёдка', 'Фаркоп', 'Усилитель руля', 'Защита днища', 'Кофр', 'Отвал для снега'],
  'jet-ski': [
    'Аудиосистема',
    'Задний ход',
    'Круиз-контроль',
    'Буксировочный пилон',
    'Сенсорный дисплей',
  ],
  commercial: [
    'Кондиционер',
    'Тахограф',
    'ГЛОНАСС',
    'Круиз-контроль',
    'Подогрев зеркал',
    'Перегородка грузового отсека',
  ],
};

export function optionsOf(rng: Rng, category: VehicleCategory): string[] {
  const pool =
    category === 'cars' || category === 'electro' ? CAR_OPTIONS : (OTHER_OPTIONS[category] ?? []);
  return pool.filter(() => rng.chance(0.45));
}

export function labelsOf(
  rng: Rng,
  v: { condition: string; isSale: boolean; isPromo: boolean; age: number; owners: number },
): string[] {
  const labels: string[] = [];
  if (v.isSale) labels.push('Скидка');
  if (v.isPromo) labels.push('Спецпредложение');
  if (v.condition === 'new' && rng.chance(0.12)) labels.push('Хит продаж');
  if (v.condition === 'used') {
    labels.push('Проверен');
    if (v.owners === 1) labels.push('Один владелец');
    if (v.age <= 3 && rng.chance(0.5)) labels.push('На гарантии');
  }
  return labels;
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

// 17 characters without I, O and Q; the first three stand in for a manufacturer code.
export function vinOf(rng: Rng, make: string, taken: Set<string>): string {
  const wmi = make
    .replace(/[^a-z]/g, '')
    .toUpperCase()
    .replace(/[IOQ]/g, 'X')
    .padEnd(3, 'X')
    .slice(0, 3);
  for (;;) {
    let vin = wmi;
    while (vin.length < 17) vin += VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)];
    if (!taken.has(vin)) {
      taken.add(vin);
      return vin;
    }
  }
}

const PLATE_LETTERS = 'АВЕКМНОРСТУХ';
const REGIONS = {
  msk: ['77', '97', '99', '177', '197', '777'],
  spb: ['78', '98', '178', '198'],
} as const;

// Russian registration plates: «А123ВС77» for cars, «1234АВ77» for motorcycles and quad bikes.
export function plateOf(rng: Rng, cityCode: 'msk' | 'spb', moto: boolean): string {
  const letter = () => PLATE_LETTERS[rng.int(0, PLATE_LETTERS.length - 1)] ?? 'А';
  const region = rng.pick(REGIONS[cityCode]);
  if (moto) return `${String(rng.int(1, 9999)).padStart(4, '0')}${letter()}${letter()}${region}`;
  return `${letter()}${String(rng.int(1, 999)).padStart(3, '0')}${letter()}${letter()}${region}`;
}
