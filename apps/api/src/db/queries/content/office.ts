import type {
  OfficeContentKind,
  OfficePublication,
  OfficePublicationCard,
  PublicationState,
} from '@dealer/contract';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { blocksHtml } from '../../../content/rich-text.ts';
import type { Db } from '../../client.ts';
import { publications, type ContentBlock } from '../../schema/index.ts';
import { writeAudit } from '../audit.ts';

// The back office's reads and writes of publications (decision 0068); each write and its audit
// row are one transaction.

export type PublicationRow = typeof publications.$inferSelect;
export type Actor = { id: number; name: string };

export function stateOf(row: Pick<PublicationRow, 'isPublished' | 'publishedAt'>, now: Date) {
  if (!row.isPublished) return 'draft' satisfies PublicationState;
  return row.publishedAt > now ? 'scheduled' : 'published';
}

export function officeCard(row: PublicationRow, now: Date): OfficePublicationCard {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    image: row.image,
    state: stateOf(row, now),
    publishAt: row.publishedAt.toISOString(),
    shared: row.holdingId === null,
  };
}

export function officePublication(
  row: PublicationRow,
  now: Date,
  body: (blocks: ContentBlock[]) => string,
): OfficePublication {
  return {
    ...officeCard(row, now),
    announce: row.announce,
    body: body(row.blocks),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    videoUrl: row.videoUrl,
    preview: {
      id: row.id,
      slug: row.slug,
      kind: row.kind,
      title: row.title,
      announce: row.announce,
      image: row.image,
      publishedAt: row.publishedAt.toISOString(),
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
      brand: null,
      mediaType: row.mediaType,
      tags: row.tags,
      blocks: row.blocks,
      videoUrl: row.videoUrl,
      dealer: null,
    },
  };
}

const ofHolding = (holdingId: number) =>
  or(isNull(publications.holdingId), eq(publications.holdingId, holdingId));

/** The holding's items of one kind (its own and the shared ones), newest first, drafts included. */
export async function officePublications(
  db: Db,
  holdingId: number,
  kind: OfficeContentKind,
  page: number,
  perPage: number,
) {
  const where = and(eq(publications.kind, kind), eq(publications.lang, 'ru'), ofHolding(holdingId));
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(publications)
      .where(where)
      .orderBy(desc(publications.publishedAt), desc(publications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(publications)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One item the holding shows (its own or shared), whatever its state. */
export async function officePublicationRow(
  db: Db,
  holdingId: number,
  kind: OfficeContentKind,
  id: number,
): Promise<PublicationRow | null> {
  const [row] = await db
    .select()
    .from(publications)
    .where(and(eq(publications.id, id), eq(publications.kind, kind), ofHolding(holdingId)))
    .limit(1);
  return row ?? null;
}

export async function slugTaken(db: Db, kind: OfficeContentKind, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: publications.id })
    .from(publications)
    .where(and(eq(publications.kind, kind), eq(publications.slug, slug)))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export type PublicationValues = {
  slug: string;
  title: string;
  announce: string;
  blocks: ContentBlock[];
  image: string;
  isPublished: boolean;
  publishedAt: Date;
  startsAt: Date | null;
  endsAt: Date | null;
  videoUrl: string | null;
  mediaType: 'video' | 'gallery' | null;
};

/** What the audit keeps of an item: its fields as written, without the database's own. */
function audited(row: PublicationRow): Record<string, unknown> {
  return {
    slug: row.slug,
    title: row.title,
    announce: row.announce,
    body: blocksHtml(row.blocks),
    image: row.image,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt.toISOString(),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    videoUrl: row.videoUrl,
  };
}

type Change = { holdingId: number; actor: Actor; at: Date };

export async function createPublication(
  db: Db,
  kind: OfficeContentKind,
  values: PublicationValues,
  change: Change,
): Promise<PublicationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(publications)
      .values({ ...values, kind, holdingId: change.holdingId, lang: 'ru' })
      .returning();
    if (!row) throw new Error('publication not inserted');
    await writeAudit(tx, {
      at: change.at,
      staff: change.actor,
      holdingId: change.holdingId,
      entity: kind,
      entityId: row.id,
      action: 'create',
      before: null,
      after: audited(row),
    });
    return row;
  });
}

export async function updatePublication(
  db: Db,
  before: PublicationRow,
  values: Partial<PublicationValues>,
  action: 'update' | 'unpublish',
  change: Change,
): Promise<PublicationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(publications)
      .set(values)
      .where(eq(publications.id, before.id))
      .returning();
    if (!row) throw new Error('publication not updated');
    await writeAudit(tx, {
      at: change.at,
      staff: change.actor,
      holdingId: change.holdingId,
      entity: before.kind,
      entityId: row.id,
      action,
      before: audited(before),
      after: audited(row),
    });
    return row;
  });
}
