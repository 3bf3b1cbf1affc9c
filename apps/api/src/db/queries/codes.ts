import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { dealers, employees, itemCodes, shortLinks, vcards } from '../schema/index.ts';

// A short link of the holding, counting the visit.
export async function hitShortLink(db: Db, holdingId: number, code: string) {
  const [link] = await db
    .update(shortLinks)
    .set({ hits: sql`${shortLinks.hits} + 1` })
    .where(and(eq(shortLinks.code, code), eq(shortLinks.holdingId, holdingId)))
    .returning({ code: shortLinks.code, targetUrl: shortLinks.targetUrl });
  return link;
}

// A printed item code of the holding: a vehicle or a store item.
export async function findItemCode(db: Db, holdingId: number, code: string) {
  const [row] = await db
    .select()
    .from(itemCodes)
    .where(and(eq(itemCodes.code, code), eq(itemCodes.holdingId, holdingId)));
  return row;
}

// A business card with its employee and the employee's dealership.
export async function findVcard(db: Db, holdingId: number, code: string) {
  const [row] = await db
    .select({ card: vcards, person: employees, dealerName: dealers.name, address: dealers.address })
    .from(vcards)
    .innerJoin(employees, eq(employees.id, vcards.employeeId))
    .innerJoin(dealers, eq(dealers.id, employees.dealerId))
    .where(and(eq(vcards.code, code), eq(vcards.holdingId, holdingId)));
  return row;
}

// The short link of a page of the holding, when one was made.
export async function shortLinkTo(db: Db, holdingId: number, targetUrl: string) {
  const [row] = await db
    .select({ code: shortLinks.code, targetUrl: shortLinks.targetUrl })
    .from(shortLinks)
    .where(and(eq(shortLinks.holdingId, holdingId), eq(shortLinks.targetUrl, targetUrl)));
  return row;
}

// A new short link; nothing when the code or the page is taken meanwhile.
export async function insertShortLink(db: Db, holdingId: number, code: string, targetUrl: string) {
  const [inserted] = await db
    .insert(shortLinks)
    .values({ code, holdingId, targetUrl })
    .onConflictDoNothing()
    .returning({ code: shortLinks.code, targetUrl: shortLinks.targetUrl });
  return inserted;
}

// A named staff member's profile (/i/{person}): the card, the employee and the dealership.
export async function findPersonProfile(db: Db, holdingId: number, slug: string) {
  const [row] = await db
    .select({
      card: vcards,
      person: employees,
      dealer: { code: dealers.code, name: dealers.name, city: dealers.cityCode },
      address: dealers.address,
    })
    .from(vcards)
    .innerJoin(employees, eq(employees.id, vcards.employeeId))
    .innerJoin(dealers, eq(dealers.id, employees.dealerId))
    .where(and(eq(vcards.profileSlug, slug), eq(vcards.holdingId, holdingId)));
  return row;
}
