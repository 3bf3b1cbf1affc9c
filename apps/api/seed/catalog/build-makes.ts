import type { VehicleCategory } from '@dealer/contract';
import type { brands, models, series } from '../../src/db/schema/index.ts';
import {
  BODY_TYPE_LABELS,
  COUNTRY_LABELS,
  MOTO_CLASS_LABELS,
} from '../../src/db/queries/catalog/vocabulary.ts';
import type { Rng } from '../prng.ts';
import { MAKES } from './makes.ts';
import type { ModelExtras, ModelGroup } from './model-spec.ts';
import { CAR_MODELS } from './models-cars.ts';
import {
  ATV_MODELS,
  COMMERCIAL_MODELS,
  ELECTRO_MODELS,
  JET_SKI_MODELS,
  MOTO_MODELS,
} from './models-other.ts';

export const MODEL_GROUPS: readonly ModelGroup[] = [
  ...CAR_MODELS,
  ...ELECTRO_MODELS,
  ...MOTO_MODELS,
  ...ATV_MODELS,
  ...JET_SKI_MODELS,
  ...COMMERCIAL_MODELS,
];

// A model as the vehicle generator sees it, with its make and generations.
export type ModelEntry = {
  id: number;
  brandId: number;
  make: string;
  country: string;
  popular: boolean;
  code: string;
  name: string;
  category: VehicleCategory;
  kind: string;
  priceK: number;
  extras: ModelExtras;
  series: { id: number; yearFrom: number; yearTo: number | null }[];
};

export type MakeRows = {
  brands: (typeof brands.$inferInsert)[];
  models: (typeof models.$inferInsert)[];
  series: (typeof series.$inferInsert)[];
  entries: ModelEntry[];
};

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'];

function kindLabel(category: VehicleCategory, kind: string): string {
  return category === 'moto' ? (MOTO_CLASS_LABELS[kind] ?? kind) : (BODY_TYPE_LABELS[kind] ?? kind);
}

export function buildMakes(rng: Rng): MakeRows {
  const out: MakeRows = { brands: [], models: [], series: [], entries: [] };
  const brandIds = new Map<string, number>();
  MAKES.forEach((make, i) => {
    const id = i + 1;
    brandIds.set(make.code, id);
    out.brands.push({
      id,
      code: make.code,
      nameEn: make.nameEn,
      nameRu: make.nameRu,
      country: make.country,
      logo: `/api/v1/images/brands/${make.code}.svg`,
      description: `${make.nameEn} (${make.nameRu}) — марка из страны ${COUNTRY_LABELS[make.country] ?? make.country}. Официальные дилерские центры группы в Москве и Санкт-Петербурге: продажа новых и подержанных машин, сервис, запчасти и аксессуары.`,
      isPopular: make.popular ?? false,
      sort: make.popular ? i : 100 + i,
    });
  });
  for (const group of MODEL_GROUPS) {
    const brandId = brandIds.get(group.make);
    const make = MAKES.find((m) => m.code === group.make);
    if (!brandId || !make) throw new Error(`Unknown make ${group.make}`);
    group.models.forEach(([code, name, kind, priceK, extras = {}], i) => {
      const id = out.models.length + 1;
      const label = kindLabel(group.category, kind);
      out.models.push({
        id,
        brandId,
        code,
        name,
        nameRu: `${make.nameRu} ${name}`,
        category: group.category,
        bodyType: group.category === 'moto' ? null : kind,
        description: `${make.nameEn} ${name}: ${label.toLowerCase()} от ${priceK * 1000} ₽ у официальных дилеров.`,
        isNew: extras.isNew ?? false,
        sort: i,
      });
      const entry: ModelEntry = {
        id,
        brandId,
        make: make.code,
        country: make.country,
        popular: make.popular ?? false,
        code,
        name,
        category: group.category,
        kind,
        priceK,
        extras,
        series: [],
      };
      // The current generation began 1..5 years ago; cars keep the previous one for the used stock.
      const currentFrom = 2025 - rng.int(1, 5);
      const gens =
        group.category === 'cars' || group.category === 'commercial'
          ? [currentFrom - rng.int(5, 8), currentFrom]
          : [currentFrom - 6, currentFrom];
      const firstNumber = rng.int(1, 3);
      gens.forEach((yearFrom, g) => {
        const seriesId = out.series.length + 1;
        const yearTo = g === gens.length - 1 ? null : (gens[g + 1] ?? 2025) - 1;
        const number = ROMAN[firstNumber + g] ?? 'II';
        out.series.push({
          id: seriesId,
          modelId: id,
          code: `gen-${number.toLowerCase()}`,
          name: `${name} ${number}`,
          yearFrom,
          yearTo,
          bodyType: group.category === 'moto' ? null : kind,
          description: `${make.nameEn} ${name} ${number} поколения, ${yearFrom}–${yearTo ?? 'н. в.'}.`,
          specs: [
            { label: 'Тип', value: label },
            { label: 'Годы выпуска', value: `${yearFrom}–${yearTo ?? 'н. в.'}` },
            { label: 'Страна марки', value: COUNTRY_LABELS[make.country] ?? make.country },
            ...(extras.seats ? [{ label: 'Мест', value: String(extras.seats) }] : []),
            ...(extras.cc ? [{ label: 'Объём двигателя', value: `${extras.cc} см³` }] : []),
          ],
        });
        entry.series.push({ id: seriesId, yearFrom, yearTo });
      });
      out.entries.push(entry);
    });
  }
  return out;
}
