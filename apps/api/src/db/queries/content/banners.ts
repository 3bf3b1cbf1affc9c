import type { BannerState, HomeBanner, OfficeBanner } from '@dealer/contract';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { homeBanners } from '../../schema/index.ts';
import { writeAudit } from '../audit.ts';

// The home page's banners (decision 0072): the staff's reads and writes (each write and its audit
// row one transaction) and the public list of the banners due now.

export type BannerRow = typeof homeBanners.$inferSelect;
type Schedule = Pick<BannerRow, 'isPublished' | 'unpublishedAt' | 'publishedAt' | 'publishedUntil'>;

/** Where a banner stands at `now`: the schedule the home page follows, in the staff's words. */
export function bannerState(row: Schedule, now: Date): BannerState {
  if (!row.isPublished) return row.unpublishedAt ? 'withdrawn' : 'draft';
  if (row.publishedAt > now) return 'scheduled';
  if (row.publishedUntil && row.publishedUntil <= now) return 'withdrawn';
  return 'published';
}

/** The same rule as bannerState's «published», in SQL. */
const shownAt = (now: Date) =>
  and(
    eq(homeBanners.isPublished, true),
    lte(homeBanners.publishedAt, now),
    or(isNull(homeBanners.publishedUntil), gt(homeBanners.publishedUntil, now)),
  );

const order = [asc(homeBanners.position), asc(homeBanners.publishedAt), asc(homeBanners.id)];

export function homeBanner(row: BannerRow): HomeBanner {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    image: row.image,
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
    link: row.link,
  };
}

export function officeBanner(row: BannerRow, now: Date): OfficeBanner {
  return {
    ...homeBanner(row),
    position: row.position,
    state: bannerState(row, now),
    publishAt: row.publishedAt.toISOString(),
    publishUntil: row.publishedUntil?.toISOString() ?? null,
  };
}

/** The holding's banners shown at `now`, in their order. */
export async function currentBanners(db: Db, holdingId: number, now: Date): Promise<BannerRow[]> {
  return db
    .select()
    .from(homeBanners)
    .where(and(eq(homeBanners.holdingId, holdingId), shownAt(now)))
    .orderBy(...order);
}

/** Every banner of the holding, whatever its state, in the home page's order. */
export async function officeBanners(db: Db, holdingId: number): Promise<BannerRow[]> {
  return db
    .select()
    .from(homeBanners)
    .where(eq(homeBanners.holdingId, holdingId))
    .orderBy(...order);
}

/** One banner of the holding; another holding's is not found. */
export async function officeBannerRow(
  db: Db,
  holdingId: number,
  id: number,
): Promise<BannerRow | null> {
  const [row] = await db
    .select()
    .from(homeBanners)
    .where(and(eq(homeBanners.id, id), eq(homeBanners.holdingId, holdingId)))
    .limit(1);
  return row ?? null;
}

export type BannerValues = Omit<BannerRow, 'id' | 'holdingId'>;

/** What the audit keeps of a banner: its fields as written. */
function audited(row: BannerRow): Record<string, unknown> {
  return {
    title: row.title,
    text: row.text,
    image: row.image,
    link: row.link,
    position: row.position,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt.toISOString(),
    publishedUntil: row.publishedUntil?.toISOString() ?? null,
  };
}

type Change = { holdingId: number; actor: { id: number; name: string }; at: Date };

/** The change's audit row, written in its transaction. */
const auditOf = (
  tx: Db,
  change: Change,
  action: 'create' | 'update' | 'unpublish',
  row: BannerRow,
  before: BannerRow | null,
) =>
  writeAudit(tx, {
    at: change.at,
    staff: change.actor,
    holdingId: change.holdingId,
    entity: 'banner',
    entityId: row.id,
    action,
    before: before && audited(before),
    after: audited(row),
  });

export async function createBanner(db: Db, values: BannerValues, change: Change) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(homeBanners)
      .values({ ...values, holdingId: change.holdingId })
      .returning();
    if (!row) throw new Error('banner not inserted');
    await auditOf(tx, change, 'create', row, null);
    return row;
  });
}

export async function updateBanner(
  db: Db,
  before: BannerRow,
  values: Partial<BannerValues>,
  action: 'update' | 'unpublish',
  change: Change,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(homeBanners)
      .set(values)
      .where(eq(homeBanners.id, before.id))
      .returning();
    if (!row) throw new Error('banner not updated');
    await auditOf(tx, change, action, row, before);
    return row;
  });
}

/** The banners' part of the content signature: how many have come due and how many have run out. */
export async function bannerSchedule(db: Db, now: Date): Promise<string> {
  const [row] = await db
    .select({
      due: sql<number>`count(*) filter (where ${homeBanners.publishedAt} <= ${now})`.mapWith(
        Number,
      ),
      over: sql<number>`count(*) filter (where ${homeBanners.publishedUntil} <= ${now})`.mapWith(
        Number,
      ),
    })
    .from(homeBanners)
    .where(eq(homeBanners.isPublished, true));
  return `${row?.due ?? 0}.${row?.over ?? 0}`;
}
