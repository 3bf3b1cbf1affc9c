import type { VehicleCategory } from '@dealer/contract';
import { boolean, integer, jsonb, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';

// A make (SPEC 3 «Brand»: code, nameEn, mark.logo); shared by both holdings.
export const brands = pgTable('brands', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().notNull().unique(),
  nameEn: text().notNull(),
  nameRu: text().notNull(),
  // Country of the make: the country- filter of the listings.
  country: text().notNull(),
  logo: text().notNull(),
  description: text().notNull().default(''),
  isPopular: boolean().notNull().default(false),
  sort: integer().notNull().default(0),
});

// A model of a make; category is the listing it belongs to (a make may span several).
export const models = pgTable(
  'models',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    nameRu: text().notNull().default(''),
    category: text().$type<VehicleCategory>().notNull(),
    bodyType: text(),
    description: text().notNull().default(''),
    // Shown in /catalog/newmodels: a model launched or restyled recently.
    isNew: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
  },
  (t) => [unique('models_brand_id_code_unique').on(t.brandId, t.code)],
);

// A generation of a model (/brands/{brand}/{model}/{series}, /seriesinfo/{id}).
export const series = pgTable(
  'series',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    modelId: integer()
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    yearFrom: smallint().notNull(),
    yearTo: smallint(),
    bodyType: text(),
    description: text().notNull().default(''),
    // Technical data shown on the series page, as label/value pairs.
    specs: jsonb().$type<{ label: string; value: string }[]>().notNull().default([]),
  },
  (t) => [unique('series_model_id_code_unique').on(t.modelId, t.code)],
);

export type BrandRow = typeof brands.$inferSelect;
export type ModelRow = typeof models.$inferSelect;
export type SeriesRow = typeof series.$inferSelect;
