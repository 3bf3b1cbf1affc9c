import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { feedPhotoUrl } from '../../../stock-import/photo-urls.ts';
import { rowsOf } from '../catalog/raw.ts';
import {
  feedPhotos,
  stockImports,
  type StockImportCounts,
  type StockImportProblem,
} from '../../schema/index.ts';

const CHUNK = 1000;

/** The ids among these whose photo is already in the file store. */
export async function storedPhotoIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 5000)
    for (const row of await db
      .select({ id: feedPhotos.id })
      .from(feedPhotos)
      .where(inArray(feedPhotos.id, ids.slice(i, i + 5000))))
      found.add(row.id);
  return found;
}

export async function savePhoto(
  db: Db,
  row: { id: string; url: string; width: number; height: number },
): Promise<void> {
  await db.insert(feedPhotos).values(row).onConflictDoNothing();
}

/**
 * Points cars at their copied photos. A car whose feed photos changed meanwhile (a later import)
 * is left for that import's own step; a car whose photos are already these is not written.
 */
export async function setCarPhotos(
  db: Db,
  cars: readonly { id: number; sources: string[]; photos: string[] }[],
  now: Date,
): Promise<void> {
  for (let i = 0; i < cars.length; i += CHUNK) {
    const part = JSON.stringify(cars.slice(i, i + CHUNK));
    await db.execute(sql`
      update vehicles v set photos = d.photos, updated_at = ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${part}::jsonb) as d(id integer, sources jsonb, photos jsonb)
      where v.id = d.id and v.photo_sources = d.sources and v.photos <> d.photos`);
  }
}

/** Adds the photo step's outcome to an import's report: its counts and a warning per car. */
export async function addPhotoReport(
  db: Db,
  importId: number,
  photoProblems: readonly StockImportProblem[],
  photos: NonNullable<StockImportCounts['photos']>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ counts: stockImports.counts, problems: stockImports.problems })
      .from(stockImports)
      .where(eq(stockImports.id, importId))
      .for('update');
    if (!row) return;
    const problems = [...row.problems];
    for (const added of photoProblems) {
      const same = problems.find((p) => p.line === added.line && p.level === 'doubtful');
      if (same) same.reasons = [...same.reasons, ...added.reasons];
      else problems.push(added);
    }
    problems.sort((a, b) => a.line - b.line);
    const doubtful = problems.filter((p) => p.level === 'doubtful').length;
    await tx
      .update(stockImports)
      .set({ problems, counts: { ...row.counts, doubtful, photos } })
      .where(eq(stockImports.id, importId));
  });
}

/**
 * Forgets the stored photos that no car on sale names, neither as a feed address (a copy still to
 * be made) nor as a copy (kept while a changed car's new photos are fetched), and takes them out
 * of the sold cars' photos; answers their ids, whose files the caller deletes. The stock is locked
 * against writes meanwhile (a share lock, for the one statement), so an import committing at the
 * same time is either seen here or finds the photo gone and fetches it again.
 */
export async function sweepFeedPhotos(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table vehicles in share mode`);
    const swept = await rowsOf<{ id: string; url: string }>(
      tx,
      sql`
      with named as (
        select jsonb_array_elements_text(photo_sources) as url from vehicles where status <> 'sold'
      ), copies as (
        select substring(p from '/feed/([0-9a-f]{32})[.]webp$') as id
        from vehicles, jsonb_array_elements_text(photos) as p
        where status <> 'sold'
      )
      delete from feed_photos f
      where not exists (select 1 from named n where n.url = f.url)
        and not exists (select 1 from copies c where c.id = f.id)
      returning f.id, f.url`,
    );
    for (let i = 0; i < swept.length; i += CHUNK) {
      const addresses = JSON.stringify(swept.slice(i, i + CHUNK).map((r) => feedPhotoUrl(r.id)));
      await tx.execute(sql`
        update vehicles v set updated_at = ${now.toISOString()}::timestamptz, photos = coalesce(
          (select jsonb_agg(p order by n) from jsonb_array_elements_text(v.photos)
             with ordinality as e(p, n) where not (${addresses}::jsonb ? p)),
          '[]'::jsonb)
        where v.status = 'sold'
          and v.photos ?| array(select jsonb_array_elements_text(${addresses}::jsonb))`);
    }
    return swept.map((r) => r.id);
  });
}
