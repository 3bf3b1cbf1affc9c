import type {
  TransportType,
  VehicleCategory,
  VehicleCondition,
  VehicleStatus,
} from '@dealer/contract';
import { formatRub as rub } from '@dealer/domain';
import type { StockImportProblem } from '../db/schema/index.ts';
import type { Catalogue } from './catalogue.ts';
import type { FeedAd } from './formats.ts';
import { engineVolumeOf, modificationLine, parseModification } from './modification.ts';
import { bodyTypeOf, colorOf, driveOf, fuelOf, gearOf, normalise } from './vocabulary.ts';

/** A feed's car in our terms: what the importer writes, less what the dealer gives (holding, city). */
export interface MappedCar {
  line: number;
  /** «Hyundai Solaris 2021» as the feed wrote it, for the report. */
  title: string;
  feedId: string | null;
  vin: string | null;
  brandId: number;
  modelId: number;
  category: VehicleCategory;
  transportType: TransportType;
  isCommercial: boolean;
  isElectric: boolean;
  condition: VehicleCondition;
  status: VehicleStatus;
  modification: string;
  equipment: string;
  options: string[];
  year: number;
  price: number;
  disprice: number;
  discountCredit: number;
  discountTradeIn: number;
  discountInsurance: number;
  mileage: number;
  bodyType: string | null;
  motoClass: string | null;
  commercialType: string | null;
  color: string;
  colorHex: string;
  colorGroup: string;
  country: string;
  driveType: string | null;
  engineType: string;
  engineVolume: number;
  power: number;
  gearType: string | null;
  owners: number | null;
  /** The feed's photo addresses; copied into the site's file store after the import (0073). */
  photoSources: string[];
  description: string;
}

/** A car the report names: refused, or taken with a doubt. Reasons are Russian, for staff. */
export type ImportProblem = StockImportProblem;

/** A car refused after mapping (a VIN another dealer sells, a line seen twice). */
export const refusedCar = (car: MappedCar, reasons: string[]): ImportProblem => ({
  line: car.line,
  feedId: car.feedId,
  vin: car.vin,
  title: car.title,
  level: 'rejected',
  reasons,
});

export type Mapped = { car: MappedCar | null; problem: ImportProblem | null };

export const PRICE_MIN = 10_000;
export const PRICE_MAX = 300_000_000;
const MILEAGE_MAX = 2_000_000;
const MAX_PHOTOS = 60;
const MAX_DESCRIPTION = 10_000;
const VIN_LETTERS = /^[A-Z0-9]+$/;

/** Roubles, kilometres or a count written with spaces or a decimal part: «1 250 000», «12500.00». */
export function wholeNumber(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(/[.,]\d{1,2}$/, '');
  if (!/^-?\d{1,12}$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Why a VIN is wrong, or null when it is a VIN: 17 letters and digits without I, O and Q. */
export function vinProblem(vin: string): string | null {
  if (!VIN_LETTERS.test(vin))
    return 'VIN содержит недопустимые знаки: только латинские буквы и цифры';
  if (/[IOQ]/.test(vin)) return 'VIN содержит буквы I, O или Q, которых в VIN не бывает';
  if (vin.length !== 17) return `VIN из ${vin.length} знаков, а нужно 17`;
  return null;
}

export function ownersOf(text: string): number | null {
  const digits = /\d+/.exec(text)?.[0];
  if (digits) return Number(digits);
  const key = normalise(text);
  if (!key) return null;
  if (key.startsWith('не было') || key.startsWith('небыло') || key.startsWith('нет')) return 0;
  if (key.startsWith('один') || key.startsWith('первый')) return 1;
  if (key.startsWith('два') || key.startsWith('второй')) return 2;
  if (key.startsWith('три')) return 3;
  return null;
}

export function statusOf(text: string): VehicleStatus | null {
  const key = normalise(text);
  if (!key || key.startsWith('вналичии') || key === 'instock') return 'in-stock';
  if (key.startsWith('впути') || key === 'intransit') return 'in-transit';
  if (key.includes('заказ') || key === 'onorder') return 'on-sale-soon';
  if (key.startsWith('забронирован') || key.startsWith('резерв')) return 'reserved';
  return null;
}

function conditionOf(text: string, mileage: number, owners: number | null): VehicleCondition {
  const key = normalise(text);
  if (/^(нов|new|true|1$)/.test(key)) return 'new';
  if (/^(спробег|бу|б\/у|used|false|0$)/.test(key)) return 'used';
  return mileage <= 100 && !owners ? 'new' : 'used';
}

function transportOf(category: VehicleCategory): TransportType {
  return category === 'moto' || category === 'atv' || category === 'jet-ski' ? category : 'cars';
}

function commercialTypeOf(bodyType: string | null): string {
  if (bodyType === 'tractor' || bodyType === 'dump-truck') return 'trucks';
  if (bodyType === 'tent' || bodyType === 'refrigerator' || bodyType === 'tipper')
    return 'semi-trailers';
  return 'fleet';
}

/** Feed HTML (Avito allows a few tags) as the plain text the card shows. */
export function plainText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/li|\/div)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim()
    .slice(0, MAX_DESCRIPTION);
}

const isWebAddress = (url: string) => /^https?:\/\/[^\s"'<>]+$/i.test(url);

/**
 * One ad mapped to our vehicle, or refused with its reasons; a car taken with a doubt carries the
 * doubts too. `now` gives the current year (a year in the future is refused).
 */
export function mapAd(ad: FeedAd, catalogue: Catalogue, now: Date): Mapped {
  const rejected: string[] = [];
  const doubts: string[] = [];
  const vin = ad.vin.replace(/[\s-]/g, '').toUpperCase() || null;
  const feedId = ad.feedId || null;
  const title =
    [ad.make, ad.model, ad.year].filter(Boolean).join(' ') || `Объявление ${feedId ?? ''}`;
  const problem = (level: ImportProblem['level'], reasons: string[]): ImportProblem => ({
    line: ad.line,
    feedId,
    vin,
    title: title.trim(),
    level,
    reasons,
  });

  const brand = ad.make ? catalogue.brand(ad.make) : null;
  if (!ad.make) rejected.push('не указана марка');
  else if (!brand) rejected.push(`неизвестная марка «${ad.make}»`);
  const model = brand && ad.model ? catalogue.model(brand, ad.model) : null;
  if (brand && !ad.model) rejected.push('не указана модель');
  else if (brand && !model) rejected.push(`неизвестная модель «${ad.model}» марки ${brand.nameEn}`);

  if (vin) {
    const wrong = vinProblem(vin);
    if (wrong) rejected.push(wrong);
  } else if (!feedId)
    rejected.push('нет ни VIN, ни номера объявления: машину не отличить от других');
  else doubts.push('нет VIN: машина узнаётся по номеру объявления');

  const year = wholeNumber(ad.year);
  const thisYear = now.getUTCFullYear();
  if (year === null) rejected.push('не указан год выпуска');
  else if (year > thisYear) rejected.push(`год выпуска ${year} — в будущем`);
  else if (year < 1950) rejected.push(`год выпуска ${year} не похож на правду`);

  const price = wholeNumber(ad.price);
  const currency = ad.currency.toUpperCase();
  if (price === null || price === 0) rejected.push('цена не указана или равна 0');
  else if (currency && !['RUR', 'RUB', 'РУБ'].includes(currency))
    rejected.push(`цена в валюте ${ad.currency}: принимаются только рубли`);
  else if (price < PRICE_MIN || price > PRICE_MAX)
    rejected.push(`цена ${rub(price)} вне разумных пределов`);

  const discount = (text: string) => Math.max(0, wholeNumber(text) ?? 0);
  const discounts = {
    credit: discount(ad.discounts.credit),
    tradeIn: discount(ad.discounts.tradeIn),
    insurance: discount(ad.discounts.insurance),
  };
  const maxDiscount = discount(ad.discounts.max);
  const sum = discounts.credit + discounts.tradeIn + discounts.insurance;
  if (price && sum >= price) rejected.push(`скидки (${rub(sum)}) не меньше цены`);
  else if (maxDiscount > 0 && sum > maxDiscount)
    doubts.push(`сумма скидок ${rub(sum)} больше максимальной скидки ${rub(maxDiscount)}`);

  const photos = [...new Set(ad.photos.filter(isWebAddress))].slice(0, MAX_PHOTOS);
  if (photos.length === 0) doubts.push('нет фотографий');

  if (rejected.length > 0 || !brand || !model || year === null || price === null)
    return { car: null, problem: problem('rejected', [...rejected, ...doubts]) };

  const parsed = parseModification(ad.modification);
  const category = model.category;
  let engineType = fuelOf(ad.fuel) ?? parsed.engineType;
  if (!engineType && category === 'electro') engineType = 'electric';
  if (!engineType) {
    engineType = 'petrol';
    doubts.push('тип двигателя не указан, считаем бензиновым');
  }
  const engineVolume =
    engineType === 'electric' ? 0 : (engineVolumeOf(ad.engineSize) ?? parsed.engineVolume ?? 0);
  const power = wholeNumber(ad.power) ?? parsed.power ?? 0;
  if (power <= 0) doubts.push('мощность не указана');
  const gearType = gearOf(ad.gearbox) ?? parsed.gearType;
  const driveType = driveOf(ad.drive) ?? parsed.driveType;

  let mileage = wholeNumber(ad.mileage) ?? 0;
  if (mileage < 0 || mileage > MILEAGE_MAX) {
    doubts.push(`пробег ${mileage} км не похож на правду, показываем 0`);
    mileage = 0;
  }
  const owners = ownersOf(ad.owners);
  const condition = conditionOf(ad.condition, mileage, owners);
  let status = statusOf(ad.availability);
  if (!status) {
    doubts.push(`наличие «${ad.availability}» не распознано, считаем «в наличии»`);
    status = 'in-stock';
  }
  const colour = colorOf(ad.color);
  const metallic = /^(да|yes|true|1)$/i.test(ad.metallic.trim());
  if (!colour) doubts.push(ad.color ? `цвет «${ad.color}» не распознан` : 'цвет не указан');
  const colorName = colour
    ? `${colour.name}${metallic ? ' металлик' : ''}`
    : ad.color || 'Не указан';

  const isMoto = category === 'moto';
  const bodyType = isMoto ? null : (bodyTypeOf(ad.bodyType) ?? model.bodyType);
  const powertrain = { engineType, engineVolume, gearType, power, driveType };
  const car: MappedCar = {
    line: ad.line,
    title: title.trim(),
    feedId,
    vin,
    brandId: brand.id,
    modelId: model.id,
    category,
    transportType: transportOf(category),
    isCommercial: category === 'commercial',
    isElectric: category === 'electro' || engineType === 'electric',
    condition,
    status,
    modification: ad.modification || modificationLine(powertrain),
    equipment: ad.complectation,
    options: [...new Set(ad.equipment)].slice(0, 200),
    year,
    price,
    disprice: price,
    discountCredit: discounts.credit,
    discountTradeIn: discounts.tradeIn,
    discountInsurance: discounts.insurance,
    mileage,
    bodyType,
    motoClass: isMoto ? model.bodyType : null,
    commercialType: category === 'commercial' ? commercialTypeOf(bodyType) : null,
    color: colorName,
    colorHex: colour?.paint.hex ?? '#7b7f84',
    colorGroup: colour?.paint.group ?? 'gray',
    country: brand.country,
    driveType,
    engineType,
    engineVolume,
    power: Math.max(0, power),
    gearType,
    owners: condition === 'used' ? owners : null,
    photoSources: photos,
    description: plainText(ad.description),
  };
  return { car, problem: doubts.length > 0 ? problem('doubtful', doubts) : null };
}
