import { catalogueOf, type CatalogueBrand, type CatalogueModel } from './catalogue.ts';

// A few of the seed's makes and models, for the mapping's unit tests (no database).
const BRANDS: CatalogueBrand[] = [
  { id: 1, code: 'hyundai', nameEn: 'Hyundai', nameRu: 'Хендай', country: 'korea' },
  { id: 2, code: 'lada', nameEn: 'LADA', nameRu: 'Лада', country: 'russia' },
  { id: 3, code: 'kia', nameEn: 'Kia', nameRu: 'Киа', country: 'korea' },
  { id: 4, code: 'toyota', nameEn: 'Toyota', nameRu: 'Тойота', country: 'japan' },
  { id: 5, code: 'bmw', nameEn: 'BMW', nameRu: 'БМВ', country: 'germany' },
  { id: 6, code: 'haval', nameEn: 'Haval', nameRu: 'Хавейл', country: 'china' },
  { id: 7, code: 'geely', nameEn: 'Geely', nameRu: 'Джили', country: 'china' },
  {
    id: 8,
    code: 'mercedes-benz',
    nameEn: 'Mercedes-Benz',
    nameRu: 'Мерседес-Бенц',
    country: 'germany',
  },
];

const model = (
  id: number,
  brandId: number,
  code: string,
  name: string,
  bodyType: string,
  category: CatalogueModel['category'] = 'cars',
): CatalogueModel => ({ id, brandId, code, name, nameRu: '', category, bodyType });

const MODELS: CatalogueModel[] = [
  model(1, 1, 'solaris', 'Solaris', 'sedan'),
  model(2, 2, 'vesta', 'Vesta', 'sedan'),
  model(3, 2, 'niva-legend', 'Niva Legend', 'suv'),
  model(4, 3, 'rio', 'Rio', 'sedan'),
  model(5, 4, 'camry', 'Camry', 'sedan'),
  model(6, 4, 'land-cruiser', 'Land Cruiser', 'suv'),
  model(7, 4, 'land-cruiser-prado', 'Land Cruiser Prado', 'suv'),
  model(8, 5, 'x5', 'X5', 'crossover'),
  model(9, 6, 'jolion', 'Jolion', 'crossover'),
  model(10, 7, 'monjaro', 'Monjaro', 'crossover'),
  model(11, 8, 'sprinter', 'Sprinter', 'microbus', 'commercial'),
];

export const TEST_CATALOGUE = catalogueOf(BRANDS, MODELS);
