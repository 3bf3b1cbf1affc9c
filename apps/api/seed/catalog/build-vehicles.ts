import type { VehicleCategory, VehicleCondition, VehicleStatus } from '@dealer/contract';
import { CATEGORY_HOLDINGS } from '@dealer/domain';
import type { NewVehicleRow } from '../../src/db/schema/index.ts';
import type { Rng } from '../prng.ts';
import type { ModelEntry } from './build-makes.ts';
import type { DealerSpec } from './dealer-specs.ts';
import { powertrain } from './engine.ts';
import { PAINTS, type Paint } from './palette.ts';
import { equipmentOf, labelsOf, optionsOf, plateOf, vinOf, weighted } from './vehicle-details.ts';

type Dealer = DealerSpec & { id: number };

// Vehicles per holding, section and condition: about 6,000 in all.
const QUOTAS: Readonly<
  Record<1 | 2, Partial<Record<VehicleCategory, [fresh: number, used: number]>>>
> = {
  1: {
    cars: [1300, 900],
    electro: [260, 120],
    moto: [360, 150],
    'jet-ski': [120, 50],
    commercial: [250, 120],
  },
  2: { cars: [1100, 800], atv: [210, 90], commercial: [200, 100] },
};

// The stock date of the demo: every date is counted back from it, so runs agree.
export const STOCK_DATE = Date.UTC(2025, 0, 15);
const CURRENT_YEAR = 2025;

const NEW_STATUS: readonly [VehicleStatus, number][] = [
  ['in-stock', 70],
  ['in-transit', 14],
  ['reserved', 6],
  ['on-sale-soon', 5],
  ['sold', 5],
];
const USED_STATUS: readonly [VehicleStatus, number][] = [
  ['in-stock', 80],
  ['reserved', 8],
  ['on-sale-soon', 2],
  ['sold', 10],
];

function transportOf(category: VehicleCategory): NewVehicleRow['transportType'] {
  if (category === 'moto' || category === 'atv' || category === 'jet-ski') return category;
  return 'cars';
}

function round(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

// Used prices fall with age and mileage; a floor keeps a 15-year-old car above scrap value.
function usedPrice(rng: Rng, newPrice: number, age: number, mileage: number): number {
  const factor =
    Math.max(0.2, 0.87 ** age) *
    (1 - Math.min(0.2, mileage / 1_500_000)) *
    (0.9 + rng.next() * 0.2);
  return round(newPrice * factor, 10_000);
}

type Ctx = {
  rng: Rng;
  models: readonly ModelEntry[];
  dealers: readonly Dealer[];
  vins: Set<string>;
  rows: NewVehicleRow[];
};

function pickModel(rng: Rng, models: readonly ModelEntry[], cheap: boolean): ModelEntry {
  const pool = cheap ? models.filter((m) => m.priceK <= 2000) : models;
  return weighted(
    rng,
    pool.length > 0 ? pool : models,
    (m) => (m.popular ? 3 : 1) * (m.priceK < 3000 ? 2 : 1),
  );
}

function addVehicle(
  ctx: Ctx,
  holdingId: 1 | 2,
  category: VehicleCategory,
  condition: VehicleCondition,
  options: { cheapOld?: boolean; cityCode?: 'msk' | 'spb' } = {},
): void {
  const { rng } = ctx;
  const dealersHere = ctx.dealers.filter(
    (d) =>
      d.holdingId === holdingId &&
      d.sells.includes(category) &&
      (!options.cityCode || d.cityCode === options.cityCode) &&
      (condition === 'used' || !d.usedOnly),
  );
  const eligible =
    condition === 'new'
      ? ctx.models.filter(
          (m) => m.category === category && dealersHere.some((d) => d.brands.includes(m.make)),
        )
      : ctx.models.filter((m) => m.category === category);
  if (eligible.length === 0 || dealersHere.length === 0) return;
  const model = pickModel(rng, eligible, options.cheapOld ?? false);
  const sellers =
    condition === 'new'
      ? dealersHere.filter((d) => d.brands.includes(model.make))
      : dealersHere.filter((d) => d.usedOnly || category !== 'cars' || rng.chance(0.3));
  const dealer = rng.pick(sellers.length > 0 ? sellers : dealersHere);
  const age =
    condition === 'new'
      ? rng.chance(0.25)
        ? 1
        : 0
      : options.cheapOld
        ? rng.int(11, 15)
        : weighted(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14], (a) => (a <= 6 ? 4 : 1));
  const year = CURRENT_YEAR - age;
  const series =
    model.series.find((s) => s.yearFrom <= year && (s.yearTo === null || s.yearTo >= year)) ??
    model.series[0];
  const engine = powertrain(rng, model);
  const paint: Paint = weighted(rng, PAINTS, (p) => p.weight);
  const basePrice = model.priceK * 1000;
  const perYear =
    category === 'cars' || category === 'electro'
      ? 14_000
      : category === 'commercial'
        ? 40_000
        : 4_000;
  const mileage = condition === 'new' ? 0 : round(age * perYear * (0.5 + rng.next()), 500);
  const tierMarkup = 1 + rng.int(0, 3) * 0.06;
  const price =
    condition === 'new'
      ? round(basePrice * tierMarkup, 10_000)
      : usedPrice(rng, basePrice, age, mileage);
  const isSale = rng.chance(condition === 'new' ? 0.18 : 0.12);
  const isPromo = condition === 'new' && rng.chance(0.1);
  const discount = isSale || isPromo ? round(price * (0.03 + rng.next() * 0.09), 5_000) : 0;
  const status = weighted(rng, condition === 'new' ? NEW_STATUS : USED_STATUS, ([, w]) => w)[0];
  const isCommercial = category === 'commercial';
  const id = ctx.rows.length + 1;
  const photoCount = rng.int(3, 5);
  const seats =
    model.extras.seats ??
    (category === 'cars' || category === 'electro'
      ? 5
      : category === 'moto'
        ? model.kind === 'cross'
          ? 1
          : 2
        : category === 'atv'
          ? rng.int(1, 2)
          : null);
  ctx.rows.push({
    id,
    holdingId,
    cityCode: dealer.cityCode,
    dealerId: dealer.id,
    category,
    transportType: transportOf(category),
    isCommercial,
    isElectric: category === 'electro',
    condition,
    status,
    brandId: model.brandId,
    modelId: model.id,
    seriesId: series?.id ?? null,
    modification: engine.modification,
    equipment: equipmentOf(rng, category, model.priceK),
    options: optionsOf(rng, category),
    year,
    price,
    disprice: Math.max(10_000, price - discount),
    discountCredit:
      condition === 'new' && rng.chance(0.6) ? round(price * (0.02 + rng.next() * 0.05), 5_000) : 0,
    discountTradeIn: rng.chance(condition === 'new' ? 0.5 : 0.2)
      ? round(price * (0.02 + rng.next() * 0.04), 5_000)
      : 0,
    discountInsurance: condition === 'new' && rng.chance(0.3) ? round(price * 0.015, 5_000) : 0,
    mileage,
    bodyType: category === 'moto' ? null : model.kind,
    motoClass: category === 'moto' ? model.kind : null,
    commercialType: isCommercial ? (model.extras.section ?? 'fleet') : null,
    color: paint.name,
    colorHex: paint.hex,
    colorGroup: paint.group,
    country: model.country,
    driveType: engine.driveType,
    engineType: engine.engineType,
    engineVolume: engine.engineVolume,
    power: engine.power,
    gearType: engine.gearType,
    seats,
    vin: vinOf(rng, model.make, ctx.vins),
    stateNumber:
      condition === 'used' && category !== 'jet-ski'
        ? plateOf(rng, dealer.cityCode, category === 'moto' || category === 'atv')
        : null,
    owners: condition === 'used' ? Math.min(4, 1 + Math.floor(age / 4) + rng.int(0, 1)) : null,
    photos: Array.from(
      { length: photoCount },
      (_, n) => `/api/v1/images/vehicles/${id}/${n + 1}.svg`,
    ),
    panorama:
      condition === 'new' && rng.chance(0.3)
        ? {
            exterior: Array.from(
              { length: 8 },
              (_, n) => `/api/v1/images/vehicles/${id}/panorama/${n + 1}.svg`,
            ),
            interior: null,
          }
        : null,
    labels: labelsOf(rng, { condition, isSale, isPromo, age, owners: age < 4 ? 1 : 2 }),
    isVat: rng.chance(isCommercial ? 0.6 : model.priceK > 6000 ? 0.3 : 0.06),
    isSale,
    isPromo,
    description: `${condition === 'new' ? 'Новый' : 'Проверенный'} ${model.name} ${year} года в наличии у дилера ${dealer.nameRu}. ${engine.modification}, цвет — ${paint.name.toLowerCase()}.`,
    createdAt: new Date(STOCK_DATE - rng.int(0, 180) * 86_400_000 - rng.int(0, 86_399) * 1000),
    updatedAt: new Date(STOCK_DATE),
  });
}

export function buildVehicles(
  rng: Rng,
  models: readonly ModelEntry[],
  dealers: readonly Dealer[],
): NewVehicleRow[] {
  const ctx: Ctx = { rng, models, dealers, vins: new Set(), rows: [] };
  for (const holdingId of [1, 2] as const) {
    for (const [category, [fresh, used]] of Object.entries(QUOTAS[holdingId]) as [
      VehicleCategory,
      [number, number],
    ][]) {
      if (!CATEGORY_HOLDINGS[category].includes(holdingId)) continue;
      for (let i = 0; i < fresh; i += 1) addVehicle(ctx, holdingId, category, 'new');
      for (let i = 0; i < used; i += 1) addVehicle(ctx, holdingId, category, 'used');
    }
    // Old inexpensive cars in both cities, so the cheapest used-car price pages are never empty.
    for (const cityCode of ['msk', 'spb'] as const)
      for (let i = 0; i < 12; i += 1)
        addVehicle(ctx, holdingId, 'cars', 'used', { cheapOld: true, cityCode });
  }
  return ctx.rows;
}
