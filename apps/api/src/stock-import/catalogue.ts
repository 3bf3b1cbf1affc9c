import type { VehicleCategory } from '@dealer/contract';
import { MAKE_ALIASES, normalise } from './vocabulary.ts';

export interface CatalogueBrand {
  id: number;
  code: string;
  nameEn: string;
  nameRu: string;
  country: string;
}

export interface CatalogueModel {
  id: number;
  brandId: number;
  code: string;
  name: string;
  nameRu: string;
  category: VehicleCategory;
  bodyType: string | null;
}

/** Our makes and models, found by any spelling a feed uses. */
export interface Catalogue {
  brand(text: string): CatalogueBrand | null;
  model(brand: CatalogueBrand, text: string): CatalogueModel | null;
}

// Model names feeds write in Russian or shortened where our catalogue has no such name.
const MODEL_ALIASES: Readonly<Record<string, string>> = {
  веста: 'vesta',
  гранта: 'granta',
  нива: 'niva-legend',
  нивалегенд: 'niva-legend',
  солярис: 'solaris',
  крета: 'creta',
  туссан: 'tucson',
  рио: 'rio',
  спортейдж: 'sportage',
  камри: 'camry',
  королла: 'corolla',
  рав4: 'rav4',
  октавия: 'octavia',
  поло: 'polo',
  тигуан: 'tiguan',
  джолион: 'jolion',
  тигго7про: 'tiggo-7-pro-max',
  тигго7промакс: 'tiggo-7-pro-max',
  монжаро: 'monjaro',
  кулрэй: 'coolray',
};

export function catalogueOf(
  brands: readonly CatalogueBrand[],
  models: readonly CatalogueModel[],
): Catalogue {
  const brandByKey = new Map<string, CatalogueBrand>();
  const byCode = new Map(brands.map((b) => [b.code, b]));
  for (const b of brands)
    for (const key of [b.code, b.nameEn, b.nameRu]) brandByKey.set(normalise(key), b);
  for (const [alias, code] of Object.entries(MAKE_ALIASES)) {
    const brand = byCode.get(code);
    if (brand && !brandByKey.has(normalise(alias))) brandByKey.set(normalise(alias), brand);
  }
  const modelByKey = new Map<string, CatalogueModel>();
  const modelsByBrand = new Map<number, CatalogueModel[]>();
  for (const m of models) {
    for (const key of [m.code, m.name, m.nameRu])
      if (key) modelByKey.set(`${m.brandId}:${normalise(key)}`, m);
    modelsByBrand.set(m.brandId, [...(modelsByBrand.get(m.brandId) ?? []), m]);
  }
  return {
    brand: (text) => brandByKey.get(normalise(text)) ?? null,
    model: (brand, text) => {
      const key = normalise(text);
      const alias = MODEL_ALIASES[key];
      return (
        modelByKey.get(`${brand.id}:${key}`) ??
        (alias ? modelByKey.get(`${brand.id}:${normalise(alias)}`) : undefined) ??
        // «Camry VIII» or «X5 M50d»: the longest of the make's models the text starts with.
        (modelsByBrand.get(brand.id) ?? [])
          .filter((m) => [m.code, m.name].some((n) => n && key.startsWith(normalise(n))))
          .sort((a, b) => b.name.length - a.name.length)[0] ??
        null
      );
    },
  };
}
