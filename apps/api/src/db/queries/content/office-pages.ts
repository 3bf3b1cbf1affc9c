import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { blocksHtml } from '../../../content/rich-text.ts';
import type { Db } from '../../client.ts';
import { staticPages, type ContentBlock } from '../../schema/index.ts';
import { writeAudit } from '../audit.ts';
import { findStaticPage } from './pages.ts';
import type { Actor } from './office.ts';

// The info pages' edits (decision 0068): a holding's edit writes the holding's own row, which the
// site shows instead of the shared one; the shared row stays for the other holding.

type PageRow = typeof staticPages.$inferSelect;

/** The pages of these codes as the holding shows them (its own row first). */
export async function officePages(db: Db, holdingId: number, codes: readonly string[]) {
  const rows = await db
    .select()
    .from(staticPages)
    .where(
      and(
        inArray(staticPages.code, [...codes]),
        or(isNull(staticPages.holdingId), eq(staticPages.holdingId, holdingId)),
      ),
    );
  const shown = new Map<string, PageRow>();
  for (const row of rows)
    if (!shown.has(row.code) || row.holdingId !== null) shown.set(row.code, row);
  return shown;
}

const audited = (row: PageRow | null) =>
  row && { title: row.title, description: row.description, body: blocksHtml(row.blocks) };

export async function writeInfoPage(
  db: Db,
  code: string,
  values: { title: string; description: string; blocks: ContentBlock[] },
  change: { holdingId: number; actor: Actor; at: Date },
): Promise<PageRow> {
  return db.transaction(async (tx) => {
    const before = await findStaticPage(tx, change.holdingId, code);
    const [row] = await tx
      .insert(staticPages)
      .values({ ...values, code, holdingId: change.holdingId, updatedAt: change.at })
      .onConflictDoUpdate({
        target: [staticPages.code, staticPages.holdingId],
        set: { ...values, updatedAt: change.at },
      })
      .returning();
    if (!row) throw new Error('page not written');
    await writeAudit(tx, {
      at: change.at,
      staff: change.actor,
      holdingId: change.holdingId,
      entity: 'page',
      entityId: code,
      action: before ? 'update' : 'create',
      before: audited(before),
      after: audited(row),
    });
    return row;
  });
}
