import { and, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { publications, staffAudit } from '../../schema/index.ts';
import { bannerSchedule } from './banners.ts';

/** The audit entities whose change shows on public pages. */
export const CONTENT_ENTITIES = ['news', 'actions', 'blog', 'media', 'page', 'banner'] as const;

/**
 * The version of the public content (decision 0068): it moves when staff change an item or a page
 * (the audit log's last row of those) and when a scheduled item comes due (the count of items
 * published by `now`) or a home banner's time to show or to stop comes (decision 0072). Every
 * process reads it from the database, so all of them agree.
 */
export async function contentSignature(db: Db, now: Date): Promise<string> {
  const [changed] = await db
    .select({ last: sql<number>`coalesce(max(${staffAudit.id}), 0)`.mapWith(Number) })
    .from(staffAudit)
    .where(inArray(staffAudit.entity, [...CONTENT_ENTITIES]));
  const [due] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(publications)
    .where(and(sql`${publications.isPublished}`, lte(publications.publishedAt, now)));
  const banners = await bannerSchedule(db, now);
  return `${changed?.last ?? 0}:${due?.n ?? 0}:${banners}`;
}
