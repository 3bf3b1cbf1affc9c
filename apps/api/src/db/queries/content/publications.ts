import type { PublicationCard, PublicationKind } from '@dealer/contract';
import { and, desc, eq, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { brands, dealers, publications } from '../../schema/index.ts';

export type PublicationFilter = {
  holdingId: number;
  kind: PublicationKind;
  brand?: string | undefined;
  activeAt?: Date | undefined;
  mediaType?: 'video' | 'gallery' | undefined;
  /** Russian unless asked otherwise. */
  lang?: 'ru' | 'en' | undefined;
  /** Items scheduled later than this are not shown yet (decision 0068). */
  now?: Date | undefined;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function whereOf(filter: PublicationFilter): SQL | undefined {
  return and(
    eq(publications.kind, filter.kind),
    eq(publications.lang, filter.lang ?? 'ru'),
    eq(publications.isPublished, true),
    lte(publications.publishedAt, filter.now ?? new Date()),
    or(isNull(publications.holdingId), eq(publications.holdingId, filter.holdingId)),
    filter.brand ? eq(brands.code, filter.brand) : undefined,
    filter.mediaType ? eq(publications.mediaType, filter.mediaType) : undefined,
    filter.mediaType === 'video' ? isNotNull(publications.videoUrl) : undefined,
    filter.activeAt
      ? and(
          lte(publications.startsAt, filter.activeAt),
          or(isNull(publications.endsAt), gte(publications.endsAt, filter.activeAt)),
        )
      : undefined,
  );
}

const cardColumns = {
  p: publications,
  brandCode: brands.code,
  brandName: brands.nameEn,
  dealerCode: dealers.code,
  dealerName: dealers.name,
};

type Row = {
  p: typeof publications.$inferSelect;
  brandCode: string | null;
  brandName: string | null;
  dealerCode: string | null;
  dealerName: string | null;
};

function toCard({ p, brandCode, brandName }: Row): PublicationCard {
  return {
    id: p.id,
    slug: p.slug,
    kind: p.kind,
    title: p.title,
    announce: p.announce,
    image: p.image,
    publishedAt: p.publishedAt.toISOString(),
    startsAt: iso(p.startsAt),
    endsAt: iso(p.endsAt),
    brand: brandCode && brandName ? { code: brandCode, name: brandName } : null,
    mediaType: p.mediaType,
    tags: p.tags,
  };
}

function base(db: Db) {
  return db
    .select(cardColumns)
    .from(publications)
    .leftJoin(brands, eq(brands.id, publications.brandId))
    .leftJoin(dealers, eq(dealers.id, publications.dealerId));
}

// A page of one kind of publication, newest first, with the total in the same statement.
export async function listPublications(
  db: Db,
  filter: PublicationFilter,
  page: number,
  perPage: number,
): Promise<{ items: (PublicationCard & { videoUrl: string | null })[]; total: number }> {
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(publications)
    .leftJoin(brands, eq(brands.id, publications.brandId))
    .leftJoin(dealers, eq(dealers.id, publications.dealerId))
    .where(whereOf(filter))
    .orderBy(desc(publications.publishedAt), desc(publications.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(publications)
      .leftJoin(brands, eq(brands.id, publications.brandId))
      .where(whereOf(filter));
    total = row?.n ?? 0;
  }
  return { items: rows.map((row) => ({ ...toCard(row), videoUrl: row.p.videoUrl })), total };
}

// One publication by numeric id or slug, if the holding shows it.
export async function findPublication(
  db: Db,
  holdingId: number,
  kind: PublicationKind,
  idOrSlug: string,
  lang: 'ru' | 'en' = 'ru',
) {
  const key = /^\d{1,9}$/.test(idOrSlug)
    ? eq(publications.id, Number(idOrSlug))
    : eq(publications.slug, idOrSlug);
  const [row] = await base(db)
    .where(and(whereOf({ holdingId, kind, lang }), key))
    .limit(1);
  if (!row) return null;
  return {
    ...toCard(row),
    blocks: row.p.blocks,
    videoUrl: row.p.videoUrl,
    dealer:
      row.dealerCode && row.dealerName ? { code: row.dealerCode, name: row.dealerName } : null,
  };
}
