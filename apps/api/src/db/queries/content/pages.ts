import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { awards, faq, seoMeta, staticPages } from '../../schema/index.ts';

// A row of the holding wins over the shared one (holding_id null) for the same key.
const holdingFirst = (column: typeof staticPages.holdingId | typeof seoMeta.holdingId) =>
  sql`${column} is null`;

export async function findStaticPage(db: Db, holdingId: number, code: string) {
  const [row] = await db
    .select()
    .from(staticPages)
    .where(
      and(
        eq(staticPages.code, code),
        or(isNull(staticPages.holdingId), eq(staticPages.holdingId, holdingId)),
      ),
    )
    .orderBy(holdingFirst(staticPages.holdingId))
    .limit(1);
  return row ?? null;
}

// SEO meta of a path; both spellings (with and without the trailing slash) find the same row.
export async function findSeoMeta(db: Db, holdingId: number, path: string) {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const [row] = await db
    .select()
    .from(seoMeta)
    .where(
      and(
        or(eq(seoMeta.url, bare), eq(seoMeta.url, `${bare}/`)),
        or(isNull(seoMeta.holdingId), eq(seoMeta.holdingId, holdingId)),
      ),
    )
    .orderBy(holdingFirst(seoMeta.holdingId))
    .limit(1);
  return row ?? null;
}

export async function faqSections(db: Db, holdingId: number) {
  const rows = await db
    .select()
    .from(faq)
    .where(or(isNull(faq.holdingId), eq(faq.holdingId, holdingId)))
    .orderBy(asc(faq.sort), asc(faq.id));
  const sections = new Map<string, { id: number; question: string; answer: string }[]>();
  for (const row of rows)
    sections.set(row.section, [
      ...(sections.get(row.section) ?? []),
      { id: row.id, question: row.question, answer: row.answer },
    ]);
  return [...sections].map(([title, items]) => ({ title, items }));
}

export async function holdingAwards(db: Db, holdingId: number) {
  return db
    .select({
      id: awards.id,
      year: awards.year,
      title: awards.title,
      issuer: awards.issuer,
      description: awards.description,
      image: awards.image,
    })
    .from(awards)
    .where(or(isNull(awards.holdingId), eq(awards.holdingId, holdingId)))
    .orderBy(desc(awards.year), asc(awards.id));
}
