import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import type { LeadScope } from '../report-leads.ts';
import {
  dealers,
  staffDealers,
  stockFeeds,
  stockImports,
  type StockImportCounts,
  type StockImportProblem,
} from '../../schema/index.ts';

export type NewStockImport = {
  dealerId: number;
  source: string;
  format: string | null;
  status: 'applied' | 'refused';
  message: string | null;
  counts: StockImportCounts;
  problems: StockImportProblem[];
  staffId: number | null;
  startedAt: Date;
  finishedAt: Date;
};

export async function saveImport(db: Db, row: NewStockImport): Promise<number> {
  const [saved] = await db.insert(stockImports).values(row).returning({ id: stockImports.id });
  if (!saved) throw new Error('stock import not saved');
  return saved.id;
}

/** The dealers a staff member may import for: the holding's, a manager only their own. */
export function dealerInScope(scope: LeadScope): SQL | undefined {
  return and(
    eq(dealers.holdingId, scope.holdingId),
    scope.managerId === null
      ? undefined
      : sql`${dealers.id} in (select ${staffDealers.dealerId} from ${staffDealers} where ${staffDealers.staffId} = ${scope.managerId})`,
  );
}

const summary = {
  id: stockImports.id,
  dealerId: dealers.id,
  dealerCode: dealers.code,
  dealerName: dealers.nameRu,
  source: stockImports.source,
  format: stockImports.format,
  status: stockImports.status,
  message: stockImports.message,
  counts: stockImports.counts,
  startedAt: stockImports.startedAt,
  finishedAt: stockImports.finishedAt,
};

export type StockImportSummaryRow = {
  [K in keyof typeof summary]: (typeof summary)[K]['_']['notNull'] extends true
    ? (typeof summary)[K]['_']['data']
    : (typeof summary)[K]['_']['data'] | null;
};

/** The latest imports of the dealers in scope, newest first. */
export function listImports(db: Db, scope: LeadScope, dealerId?: number, limit = 50) {
  return db
    .select(summary)
    .from(stockImports)
    .innerJoin(dealers, eq(dealers.id, stockImports.dealerId))
    .where(and(dealerInScope(scope), dealerId ? eq(dealers.id, dealerId) : undefined))
    .orderBy(desc(stockImports.finishedAt), desc(stockImports.id))
    .limit(limit);
}

export async function importInScope(db: Db, scope: LeadScope, id: number) {
  const [row] = await db
    .select({ ...summary, problems: stockImports.problems })
    .from(stockImports)
    .innerJoin(dealers, eq(dealers.id, stockImports.dealerId))
    .where(and(dealerInScope(scope), eq(stockImports.id, id)));
  return row ?? null;
}

/** The dealers in scope with their feed address, if one is set. */
export function dealersWithFeeds(db: Db, scope: LeadScope) {
  return db
    .select({
      id: dealers.id,
      code: dealers.code,
      name: dealers.nameRu,
      cityCode: dealers.cityCode,
      feedUrl: stockFeeds.url,
      everyMinutes: stockFeeds.everyMinutes,
      lastRunAt: stockFeeds.lastRunAt,
    })
    .from(dealers)
    .leftJoin(stockFeeds, eq(stockFeeds.dealerId, dealers.id))
    .where(dealerInScope(scope))
    .orderBy(dealers.sort, dealers.nameRu);
}

export async function setFeed(
  db: Db,
  dealerId: number,
  feed: { url: string; everyMinutes: number } | null,
  staffId: number | null,
  now: Date,
): Promise<void> {
  if (!feed) {
    await db.delete(stockFeeds).where(eq(stockFeeds.dealerId, dealerId));
    return;
  }
  await db
    .insert(stockFeeds)
    .values({ dealerId, ...feed, updatedBy: staffId, updatedAt: now })
    .onConflictDoUpdate({
      target: stockFeeds.dealerId,
      set: { ...feed, updatedBy: staffId, updatedAt: now },
    });
}

/** Feeds whose time has come: never fetched, or fetched longer ago than their interval. */
export function dueFeeds(db: Db, now: Date) {
  return db
    .select({ dealerId: stockFeeds.dealerId, url: stockFeeds.url })
    .from(stockFeeds)
    .where(
      sql`${stockFeeds.lastRunAt} is null or ${stockFeeds.lastRunAt} + make_interval(mins => ${stockFeeds.everyMinutes}) <= ${now}`,
    );
}

export async function markFeedRun(db: Db, dealerId: number, now: Date): Promise<void> {
  await db.update(stockFeeds).set({ lastRunAt: now }).where(eq(stockFeeds.dealerId, dealerId));
}

/** A dealer the staff member may import for, in the importer's terms; null when out of scope. */
export async function dealerForStaff(db: Db, scope: LeadScope, dealerId: number) {
  const [row] = await db
    .select({
      id: dealers.id,
      code: dealers.code,
      name: dealers.nameRu,
      holdingId: dealers.holdingId,
      cityCode: dealers.cityCode,
    })
    .from(dealers)
    .where(and(dealerInScope(scope), eq(dealers.id, dealerId)));
  return row ?? null;
}
