import type { Review } from '@dealer/contract';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { dealers, employees, reviews, staffDealers } from '../../schema/index.ts';
import { writeAudit } from '../audit.ts';

export type ReviewScope = {
  holdingId: number;
  dealerId?: number | undefined;
  employeeId?: number | undefined;
  rating?: number | undefined;
};

function whereOf(scope: ReviewScope): SQL | undefined {
  return and(
    eq(reviews.holdingId, scope.holdingId),
    eq(reviews.isPublished, true),
    scope.dealerId === undefined ? undefined : eq(reviews.dealerId, scope.dealerId),
    scope.employeeId === undefined ? undefined : eq(reviews.employeeId, scope.employeeId),
    scope.rating === undefined ? undefined : eq(reviews.rating, scope.rating),
  );
}

// A page of reviews with their dealer and employee, the total in the same statement.
async function reviewRows(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  perPage: number,
) {
  return db
    .select({
      review: reviews,
      dealerCode: dealers.code,
      dealerName: dealers.name,
      employeeCode: employees.code,
      employeeFirst: employees.firstName,
      employeeLast: employees.lastName,
      employeePosition: employees.position,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(reviews)
    .innerJoin(dealers, eq(dealers.id, reviews.dealerId))
    .leftJoin(employees, eq(employees.id, reviews.employeeId))
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage);
}

function toReview(row: Awaited<ReturnType<typeof reviewRows>>[number]): Review {
  return {
    id: row.review.id,
    authorName: row.review.authorName,
    rating: row.review.rating,
    text: row.review.text,
    answer: row.review.answer,
    createdAt: row.review.createdAt.toISOString(),
    dealer: { code: row.dealerCode, name: row.dealerName },
    employee: row.employeeCode
      ? {
          code: row.employeeCode,
          name: `${row.employeeFirst ?? ''} ${row.employeeLast ?? ''}`.trim(),
          position: row.employeePosition ?? '',
        }
      : null,
  };
}

// A page of published reviews, newest first.
export async function listReviews(
  db: Db,
  scope: ReviewScope,
  page: number,
  perPage: number,
): Promise<{ items: Review[]; total: number }> {
  const order = [desc(reviews.createdAt), desc(reviews.id)];
  const rows = await reviewRows(db, whereOf(scope), order, page, perPage);
  const total = rows[0]?.total ?? (page > 1 ? (await ratingSummary(db, scope)).count : 0);
  return { total, items: rows.map(toReview) };
}

export async function ratingSummary(
  db: Db,
  scope: Omit<ReviewScope, 'rating'>,
): Promise<{ average: number; count: number }> {
  const [row] = await db
    .select({
      average: sql<number>`coalesce(round(avg(${reviews.rating}), 2), 0)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(reviews)
    .where(whereOf(scope));
  return { average: row?.average ?? 0, count: row?.count ?? 0 };
}

// The dealership of a holding a review page or form names by its code.
export async function dealerByCode(db: Db, holdingId: number, code: string) {
  const [dealer] = await db
    .select({ id: dealers.id, code: dealers.code, name: dealers.name })
    .from(dealers)
    .where(and(eq(dealers.holdingId, holdingId), eq(dealers.code, code)));
  return dealer;
}

// An employee of that dealership by code.
export async function employeeByCode(db: Db, dealerId: number, code: string) {
  const [employee] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.dealerId, dealerId), eq(employees.code, code)));
  return employee;
}

// A submitted review waits unpublished for moderation; answers its id.
export async function insertReview(db: Db, values: typeof reviews.$inferInsert): Promise<number> {
  const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
  return row!.id;
}

// Reviews sent through the site and not yet moderated, oldest first: the moderator's queue.
export async function pendingReviews(
  db: Db,
  scope: { holdingId: number; managerId: number | null },
  page: number,
  perPage: number,
) {
  const where = and(
    eq(reviews.holdingId, scope.holdingId),
    eq(reviews.isPublished, false),
    isNull(reviews.moderatedAt),
    scope.managerId === null
      ? undefined
      : sql`${reviews.dealerId} in (select ${staffDealers.dealerId} from ${staffDealers} where ${staffDealers.staffId} = ${scope.managerId})`,
  );
  const order = [asc(reviews.createdAt), asc(reviews.id)];
  const rows = await reviewRows(db, where, order, page, perPage);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      ...toReview(row),
      phone: row.review.authorPhone,
      consentAt: row.review.consentAt?.toISOString() ?? null,
    })),
  };
}

// A moderator's decision on a review of the holding: published shows it, rejected keeps it hidden
// (with the reason, for staff); an answer is shown under it. A manager decides on the reviews of
// their own dealerships only. The decision and its audit row are one transaction.
export async function moderateReview(
  db: Db,
  decision: {
    id: number;
    holdingId: number;
    publish: boolean;
    reason: string | null;
    answer: string | undefined;
    staff: { id: number; name: string };
    managerId: number | null;
    at: Date;
  },
) {
  return db.transaction(async (tx) => {
    const inScope = [eq(reviews.id, decision.id), eq(reviews.holdingId, decision.holdingId)];
    if (decision.managerId !== null)
      inScope.push(
        sql`${reviews.dealerId} in (select ${staffDealers.dealerId} from ${staffDealers} where ${staffDealers.staffId} = ${decision.managerId})`,
      );
    const [before] = await tx
      .select()
      .from(reviews)
      .where(and(...inScope))
      .for('update')
      .limit(1);
    if (!before) return undefined;
    const answer = decision.answer === undefined ? before.answer : decision.answer || null;
    const [row] = await tx
      .update(reviews)
      .set({
        isPublished: decision.publish,
        moderatedAt: decision.at,
        moderatedBy: decision.staff.id,
        rejectReason: decision.publish ? null : decision.reason,
        answer,
      })
      .where(eq(reviews.id, before.id))
      .returning({
        id: reviews.id,
        isPublished: reviews.isPublished,
        moderatedAt: reviews.moderatedAt,
      });
    const status = (r: { isPublished: boolean; moderatedAt: Date | null }) =>
      r.isPublished ? 'published' : r.moderatedAt ? 'rejected' : 'pending';
    await writeAudit(tx, {
      at: decision.at,
      staff: decision.staff,
      holdingId: decision.holdingId,
      entity: 'review',
      entityId: before.id,
      action: decision.publish ? 'publish' : 'reject',
      before: { status: status(before), answer: before.answer, reason: before.rejectReason },
      after: {
        status: decision.publish ? 'published' : 'rejected',
        answer,
        reason: decision.publish ? null : decision.reason,
      },
    });
    return row;
  });
}
