import type { Db } from '../../db/client.ts';
import { brands, cities, dealers, holdings, models, vehicles } from '../../db/schema/index.ts';
import { seedStore, type StoreSeedReport } from '../../../seed/store/index.ts';

// A small catalogue for the store and search tests: four makes, a few dealers and vehicles of
// both holdings (one sold), then the store generator at a tenth of demo scale.
export const FIXTURE_VEHICLES = [
  // [holding, make, model, status]
  [1, 'bmw', 'x5', 'in-stock'],
  [1, 'bmw', 'x5', 'in-stock'],
  [1, 'bmw', 'x5', 'sold'],
  [1, 'bmw', '3-series', 'in-stock'],
  [1, 'toyota', 'camry', 'in-stock'],
  [1, 'toyota', 'camry', 'in-transit'],
  [1, 'mercedes-benz', 'e-class', 'in-stock'],
  [1, 'kia', 'rio', 'in-stock'],
  [2, 'bmw', 'x5', 'in-stock'],
  [2, 'kia', 'rio', 'reserved'],
] as const;

// The second BMW X5 of the first holding is sold in Saint Petersburg, the others in Moscow.
const IN_SPB = new Set([1]);

const MAKES = [
  { id: 1, code: 'bmw', nameEn: 'BMW', nameRu: 'БМВ', country: 'germany', logo: '/bmw.svg' },
  { id: 2, code: 'toyota', nameEn: 'Toyota', nameRu: 'Тойота', country: 'japan', logo: '/t.svg' },
  {
    id: 3,
    code: 'mercedes-benz',
    nameEn: 'Mercedes-Benz',
    nameRu: 'Мерседес-Бенц',
    country: 'germany',
    logo: '/m.svg',
  },
  { id: 4, code: 'kia', nameEn: 'Kia', nameRu: 'Киа', country: 'korea', logo: '/k.svg' },
];

const MODELS = [
  { id: 1, brandId: 1, code: 'x5', name: 'X5', nameRu: 'БМВ Х5', category: 'cars' as const },
  {
    id: 2,
    brandId: 1,
    code: '3-series',
    name: '3 Series',
    nameRu: 'БМВ 3 серии',
    category: 'cars' as const,
  },
  { id: 3, brandId: 2, code: 'camry', name: 'Camry', nameRu: '', category: 'cars' as const },
  {
    id: 4,
    brandId: 3,
    code: 'e-class',
    name: 'E-Class',
    nameRu: 'Мерседес-Бенц E-Класс',
    category: 'cars' as const,
  },
  { id: 5, brandId: 4, code: 'rio', name: 'Rio', nameRu: 'Киа Рио', category: 'cars' as const },
];

const DEALERS = [
  { id: 1, holdingId: 1, cityCode: 'msk', code: 'north', name: 'Север' },
  { id: 2, holdingId: 1, cityCode: 'spb', code: 'neva', name: 'Нева' },
  { id: 3, holdingId: 2, cityCode: 'msk', code: 'south', name: 'Юг' },
];

export async function seedSearchFixture(db: Db): Promise<StoreSeedReport> {
  await db.insert(holdings).values([
    { id: 1, domain: 'one.example', name: 'Первый' },
    { id: 2, domain: 'two.example', name: 'Второй' },
  ]);
  await db.insert(cities).values([
    { code: 'msk', name: 'Москва', regionWithType: 'г Москва', lat: 55.75, lon: 37.61 },
    {
      code: 'spb',
      name: 'Санкт-Петербург',
      regionWithType: 'г Санкт-Петербург',
      lat: 59.93,
      lon: 30.31,
    },
  ]);
  await db.insert(dealers).values(
    DEALERS.map((d) => ({
      ...d,
      nameRu: d.name,
      address: 'ул. Тестовая, 1',
      lat: 55.7,
      lon: 37.6,
      workingHours: 'Ежедневно 10:00-21:00',
    })),
  );
  await db.insert(brands).values(MAKES);
  await db.insert(models).values(MODELS);
  await db.insert(vehicles).values(
    FIXTURE_VEHICLES.map(([holdingId, make, model, status], i) => {
      const brand = MAKES.find((m) => m.code === make);
      const row = MODELS.find((m) => m.code === model && m.brandId === brand?.id);
      if (!brand || !row) throw new Error(`fixture ${make} ${model}`);
      const spb = IN_SPB.has(i);
      return {
        holdingId,
        cityCode: spb ? 'spb' : 'msk',
        dealerId: holdingId === 1 ? (spb ? 2 : 1) : 3,
        category: 'cars' as const,
        transportType: 'cars' as const,
        condition: 'new' as const,
        status,
        brandId: brand.id,
        modelId: row.id,
        modification: `2.0 AT ${i}`,
        equipment: 'Base',
        year: 2024,
        price: 5_000_000 + i * 100_000,
        disprice: 4_900_000 + i * 100_000,
        color: 'Белый',
        colorHex: '#ffffff',
        colorGroup: 'white',
        country: brand.country,
        engineType: 'petrol',
        power: 150,
        vin: `TESTVIN0000000${String(i).padStart(3, '0')}`,
        photos: [`/photo/${i}.svg`],
      };
    }),
  );
  return db.transaction((tx) => seedStore(tx, { parts: 2500, accessories: 800 }));
}
