import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { servicePages, serviceWorks } from '../../schema/index.ts';

// The holding's own row first, then the shared one (holding_id null).
const ownFirst = sql`${servicePages.holdingId} is null`;
const ofHolding = (holdingId: number) =>
  or(isNull(servicePages.holdingId), eq(servicePages.holdingId, holdingId));

/** Works a visitor can book on the holding, the holding's own version of a code winning. */
export async function bookableWorks(db: Db, holdingId: number, pagePath?: string) {
  const rows = await db
    .select({
      code: serviceWorks.code,
      name: serviceWorks.name,
      priceFrom: serviceWorks.priceFrom,
      durationMinutes: serviceWorks.durationMinutes,
      pagePath: serviceWorks.pagePath,
      holdingId: serviceWorks.holdingId,
    })
    .from(serviceWorks)
    .where(
      and(
        or(isNull(serviceWorks.holdingId), eq(serviceWorks.holdingId, holdingId)),
        pagePath === undefined ? undefined : eq(serviceWorks.pagePath, pagePath),
      ),
    )
    .orderBy(asc(serviceWorks.sort), asc(serviceWorks.id));
  const byCode = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = byCode.get(row.code);
    if (!seen || (seen.holdingId === null && row.holdingId !== null)) byCode.set(row.code, row);
  }
  return [...byCode.values()].map(({ holdingId: _holding, ...work }) => work);
}

/** One page by its path with its child pages (one level down) and the works booked from it. */
export async function findServicePage(db: Db, holdingId: number, path: string) {
  const [page] = await db
    .select()
    .from(servicePages)
    .where(and(eq(servicePages.path, path), ofHolding(holdingId)))
    .orderBy(ownFirst)
    .limit(1);
  if (!page) return null;
  const below = await db
    .select({
      path: servicePages.path,
      title: servicePages.title,
      holdingId: servicePages.holdingId,
    })
    .from(servicePages)
    .where(
      and(
        // One level down: the prefix and one more segment (starts_with, since '_' is a LIKE wildcard).
        sql`starts_with(${servicePages.path}, ${`${path}/`})`,
        sql`strpos(substr(${servicePages.path}, ${path.length + 2}), '/') = 0`,
        ofHolding(holdingId),
      ),
    )
    .orderBy(asc(servicePages.sort), asc(servicePages.path), ownFirst);
  const children = new Map<string, string>();
  for (const child of below) if (!children.has(child.path)) children.set(child.path, child.title);
  return {
    path: page.path,
    title: page.title,
    description: page.description,
    blocks: page.blocks,
    children: [...children].map(([childPath, title]) => ({ path: childPath, title })),
    works: await bookableWorks(db, holdingId, path),
  };
}
