import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { investorDocuments, type InvestorSection } from '../../schema/index.ts';

/** A holding's investor documents, of one section or all, newest first (without the files). */
export async function listInvestorDocuments(
  db: Db,
  holdingId: number,
  section: InvestorSection | undefined,
) {
  return db
    .select({
      id: investorDocuments.id,
      section: investorDocuments.section,
      title: investorDocuments.title,
      publishedOn: investorDocuments.publishedOn,
      fileName: investorDocuments.fileName,
      mimeType: investorDocuments.mimeType,
      size: investorDocuments.size,
    })
    .from(investorDocuments)
    .where(
      and(
        eq(investorDocuments.holdingId, holdingId),
        section ? eq(investorDocuments.section, section) : undefined,
      ),
    )
    .orderBy(desc(investorDocuments.publishedOn), desc(investorDocuments.id));
}

/** One document with its file, if the holding has it. */
export async function findInvestorFile(db: Db, holdingId: number, id: number) {
  const [row] = await db
    .select({
      fileName: investorDocuments.fileName,
      mimeType: investorDocuments.mimeType,
      data: investorDocuments.data,
    })
    .from(investorDocuments)
    .where(and(eq(investorDocuments.holdingId, holdingId), eq(investorDocuments.id, id)))
    .limit(1);
  return row ?? null;
}
