import type { FeedRecord, RecordShape } from './xml-records.ts';

export type FeedFormat = 'avito' | 'autoru' | 'maxposter';

/** One ad as its feed wrote it, every value a text ('' when absent); mapping.ts reads them. */
export interface FeedAd {
  line: number;
  feedId: string;
  make: string;
  model: string;
  modification: string;
  complectation: string;
  year: string;
  price: string;
  currency: string;
  discounts: { credit: string; tradeIn: string; insurance: string; max: string };
  vin: string;
  mileage: string;
  owners: string;
  bodyType: string;
  color: string;
  metallic: string;
  fuel: string;
  gearbox: string;
  drive: string;
  engineSize: string;
  power: string;
  availability: string;
  condition: string;
  photos: string[];
  equipment: string[];
  description: string;
}

export const FORMAT_NAMES: Readonly<Record<FeedFormat, string>> = {
  avito: 'Авито Автозагрузка',
  autoru: 'Авто.ру',
  maxposter: 'MaxPoster',
};

const SHAPES: Readonly<Record<FeedFormat, RecordShape>> = {
  avito: { root: 'Ads', record: 'Ad' },
  autoru: { root: 'data', record: 'car' },
  maxposter: { root: 'vehicles', record: 'vehicle' },
};

/** The format a root element names, or null. */
export function formatOfRoot(root: string): FeedFormat | null {
  for (const [format, shape] of Object.entries(SHAPES) as [FeedFormat, RecordShape][])
    if (shape.root === root) return format;
  return null;
}

export const shapeOfRoot = (root: string): RecordShape | null => {
  const format = formatOfRoot(root);
  return format ? SHAPES[format] : null;
};

/** The first value of the first path that has one. */
function first(record: FeedRecord, ...paths: string[]): string {
  for (const path of paths) {
    const value = record.fields.get(path)?.[0];
    if (value) return value;
  }
  return '';
}

function all(record: FeedRecord, ...paths: string[]): string[] {
  return paths.flatMap((path) => record.fields.get(path) ?? []);
}

/** A list written as one text («Климат-контроль, Подогрев сидений») or as elements. */
function listOf(record: FeedRecord, textPaths: string[], elementPaths: string[]): string[] {
  const written = all(record, ...textPaths).flatMap((text) => text.split(/[,;\n]/));
  return [...written, ...all(record, ...elementPaths)].map((s) => s.trim()).filter(Boolean);
}

// Avito Autoload: Ads/Ad with Id, Make, Model, Modification, Year, Price, VIN, Kilometrage,
// BodyType, Color, FuelType, Transmission, DriveType, EngineSize, Power, Owners, Images/Image@url.
function avitoAd(r: FeedRecord): FeedAd {
  return {
    line: r.line,
    feedId: first(r, 'Id'),
    make: first(r, 'Make'),
    model: first(r, 'Model'),
    modification: first(r, 'Modification'),
    complectation: first(r, 'Complectation'),
    year: first(r, 'Year'),
    price: first(r, 'Price'),
    currency: 'RUR',
    discounts: {
      credit: first(r, 'Discounts/Credit', 'CreditDiscount'),
      tradeIn: first(r, 'Discounts/TradeIn', 'TradeInDiscount'),
      insurance: first(r, 'Discounts/Insurance', 'InsuranceDiscount'),
      max: first(r, 'Discounts/Max', 'MaxDiscount'),
    },
    vin: first(r, 'VIN'),
    mileage: first(r, 'Kilometrage'),
    owners: first(r, 'Owners'),
    bodyType: first(r, 'BodyType'),
    color: first(r, 'Color'),
    metallic: '',
    fuel: first(r, 'FuelType'),
    gearbox: first(r, 'Transmission'),
    drive: first(r, 'DriveType'),
    engineSize: first(r, 'EngineSize'),
    power: first(r, 'Power'),
    availability: first(r, 'Availability'),
    condition: first(r, 'CarType', 'Condition'),
    photos: all(r, 'Images/Image@url'),
    equipment: listOf(r, [], ['Equipment/Option', 'Complectation/Options/Option']),
    description: first(r, 'Description'),
  };
}

// auto.ru / Яндекс Авто: data/cars/car with mark_id, folder_id, modification_id, body_type, color,
// metallic, availability, owners_number, run, year, price, the *_discount fields, vin, images/image.
function autoruAd(r: FeedRecord): FeedAd {
  return {
    line: r.line,
    feedId: first(r, 'unique_id', 'id'),
    make: first(r, 'mark_id'),
    model: first(r, 'folder_id'),
    modification: first(r, 'modification_id'),
    complectation: first(r, 'complectation_name'),
    year: first(r, 'year'),
    price: first(r, 'price'),
    currency: first(r, 'currency'),
    discounts: {
      credit: first(r, 'credit_discount'),
      tradeIn: first(r, 'tradein_discount'),
      insurance: first(r, 'insurance_discount'),
      max: first(r, 'max_discount'),
    },
    vin: first(r, 'vin'),
    mileage: first(r, 'run'),
    owners: first(r, 'owners_number'),
    bodyType: first(r, 'body_type'),
    color: first(r, 'color'),
    metallic: first(r, 'metallic'),
    fuel: first(r, 'engine_type'),
    gearbox: first(r, 'gearbox'),
    drive: first(r, 'drive'),
    engineSize: '',
    power: '',
    availability: first(r, 'availability'),
    condition: first(r, 'state_new', 'new'),
    photos: all(r, 'images/image'),
    equipment: listOf(r, ['extras'], ['equipment/element', 'equipment/item']),
    description: first(r, 'description'),
  };
}

// MaxPoster's export: vehicles/vehicle@id with mark, model, modification, engine, gearbox, drive,
// mileage, price and discounts, photos/photo; its XML has no public description (decision 0063).
function maxposterAd(r: FeedRecord): FeedAd {
  return {
    line: r.line,
    feedId: first(r, '@id', 'id'),
    make: first(r, 'mark'),
    model: first(r, 'model'),
    modification: first(r, 'modification'),
    complectation: first(r, 'complectation'),
    year: first(r, 'year'),
    price: first(r, 'price/value', 'price'),
    currency: first(r, 'price@currency', 'price/currency'),
    discounts: {
      credit: first(r, 'discounts/credit'),
      tradeIn: first(r, 'discounts/tradein'),
      insurance: first(r, 'discounts/insurance'),
      max: first(r, 'discounts/max'),
    },
    vin: first(r, 'vin'),
    mileage: first(r, 'mileage/value', 'mileage'),
    owners: first(r, 'owners'),
    bodyType: first(r, 'body'),
    color: first(r, 'color'),
    metallic: first(r, 'color@metallic', 'metallic'),
    fuel: first(r, 'engine/type', 'engine_type'),
    gearbox: first(r, 'gearbox'),
    drive: first(r, 'drive'),
    engineSize: first(r, 'engine/volume', 'engine_volume'),
    power: first(r, 'engine/power', 'engine_power'),
    availability: first(r, 'availability'),
    condition: first(r, 'condition'),
    photos: [...all(r, 'photos/photo@url'), ...all(r, 'photos/photo')],
    equipment: listOf(r, [], ['equipment/option', 'options/option']),
    description: first(r, 'description'),
  };
}

const READERS: Readonly<Record<FeedFormat, (r: FeedRecord) => FeedAd>> = {
  avito: avitoAd,
  autoru: autoruAd,
  maxposter: maxposterAd,
};

export function adOf(format: FeedFormat, record: FeedRecord): FeedAd {
  return READERS[format](record);
}
