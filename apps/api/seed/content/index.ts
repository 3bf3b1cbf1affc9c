import { getHolding, isHoldingId } from '@dealer/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  awards,
  brands,
  dealers,
  employees,
  faq,
  itemCodes,
  models,
  publications,
  reviews,
  seoMeta,
  shortLinks,
  staticPages,
  vcards,
  vehicles,
} from '../../src/db/schema/index.ts';
import { bulkInsert } from '../bulk-insert.ts';
import { STOCK_DATE } from '../catalog/build-vehicles.ts';
import { createRng, seedFor } from '../prng.ts';
import { buildAwards, buildItemCodes, buildShortLinks, buildVcards } from './extras.ts';
import { buildFaq } from './faq.ts';
import { buildPublications, type Subject } from './publications.ts';
import { buildReviews } from './reviews.ts';
import { buildSeoRows, type StockPage } from './seo.ts';
import { buildStaticPages } from './static-pages.ts';

export type ContentReport = {
  publications: number;
  reviews: number;
  seoMeta: number;
  staticPages: number;
  faq: number;
};

const asHolding = (id: number): 1 | 2 => (id === 2 ? 2 : 1);

// Subjects for the publications: a make and model in a dealer's stock, with a few of its vehicles.
async function subjects(db: Db): Promise<Subject[]> {
  const rows = await db
    .select({
      brandId: brands.id,
      brand: brands.nameEn,
      model: models.name,
      dealerId: dealers.id,
      dealer: dealers.nameRu,
      holdingId: dealers.holdingId,
      ids: sql<number[]>`(array_agg(${vehicles.id} order by ${vehicles.id}))[1:3]`,
    })
    .from(vehicles)
    .innerJoin(brands, eq(brands.id, vehicles.brandId))
    .innerJoin(models, eq(models.id, vehicles.modelId))
    .innerJoin(dealers, eq(dealers.id, vehicles.dealerId))
    .where(eq(vehicles.condition, 'new'))
    .groupBy(brands.id, brands.nameEn, models.name, dealers.id, dealers.nameRu, dealers.holdingId)
    .orderBy(asc(dealers.id), asc(brands.id), asc(models.name));
  return rows.map((r) => ({ ...r, holdingId: asHolding(r.holdingId), vehicleIds: r.ids }));
}

async function stockPages(db: Db): Promise<StockPage[]> {
  const rows = await db
    .selectDistinct({
      holdingId: vehicles.holdingId,
      category: vehicles.category,
      condition: vehicles.condition,
      markCode: brands.code,
      markName: brands.nameEn,
      modelCode: models.code,
      modelName: models.name,
    })
    .from(vehicles)
    .innerJoin(brands, eq(brands.id, vehicles.brandId))
    .innerJoin(models, eq(models.id, vehicles.modelId))
    .orderBy(vehicles.holdingId, vehicles.category, vehicles.condition, brands.code, models.code);
  return rows.map((r) => ({ ...r, holdingId: asHolding(r.holdingId) }));
}

// Content over the seeded catalogue; skipped when publications already exist.
export async function seedContent(db: Db): Promise<ContentReport> {
  const existing = await db.select({ id: publications.id }).from(publications).limit(1);
  if (existing.length > 0)
    return { publications: 0, reviews: 0, seoMeta: 0, staticPages: 0, faq: 0 };
  const staff = await db
    .select({
      id: employees.id,
      dealerId: employees.dealerId,
      holdingId: dealers.holdingId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      department: employees.departmentCode,
      isAdviser: employees.isAdviser,
      dealerName: dealers.name,
    })
    .from(employees)
    .innerJoin(dealers, eq(dealers.id, employees.dealerId))
    .orderBy(employees.id);
  const dealerRows = await db
    .select({ id: dealers.id, holdingId: dealers.holdingId, name: dealers.name })
    .from(dealers)
    .orderBy(dealers.id);
  const reviewDealers = dealerRows.map((d) => ({
    ...d,
    employees: staff.filter((e) => e.dealerId === d.id && e.isAdviser),
  }));
  const publicationRows = buildPublications(
    createRng(seedFor('content-publications')),
    await subjects(db),
    STOCK_DATE,
  );
  const reviewRows = buildReviews(createRng(seedFor('content-reviews')), reviewDealers, STOCK_DATE);
  const seoRows = buildSeoRows(await stockPages(db));
  const pages = buildStaticPages().map((page) => ({ ...page, updatedAt: new Date(STOCK_DATE) }));
  const faqRows = buildFaq();
  const codesRng = createRng(seedFor('content-codes'));
  const coded = await db
    .select({ id: vehicles.id, holdingId: vehicles.holdingId })
    .from(vehicles)
    .where(and(eq(vehicles.condition, 'new'), sql`${vehicles.id} % 50 = 0`))
    .orderBy(vehicles.id);
  const company = (holdingId: number) =>
    isHoldingId(holdingId) ? getHolding(holdingId).holdingName : '';
  await bulkInsert(db, publications, publicationRows);
  await bulkInsert(db, reviews, reviewRows);
  await bulkInsert(db, seoMeta, seoRows);
  await bulkInsert(db, staticPages, pages);
  await bulkInsert(db, faq, faqRows);
  await bulkInsert(db, awards, buildAwards());
  await bulkInsert(db, shortLinks, buildShortLinks(codesRng));
  await bulkInsert(db, itemCodes, buildItemCodes(codesRng, coded));
  await bulkInsert(
    db,
    vcards,
    buildVcards(
      codesRng,
      staff.filter((e) => e.isAdviser).map((e) => ({ ...e, company: company(e.holdingId) })),
    ),
  );
  for (const table of ['publications', 'awards'])
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      ),
    );
  return {
    publications: publicationRows.length,
    reviews: reviewRows.length,
    seoMeta: seoRows.length,
    staticPages: pages.length,
    faq: faqRows.length,
  };
}
