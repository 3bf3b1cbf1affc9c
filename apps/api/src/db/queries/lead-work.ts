import type { LeadState } from '@dealer/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { leadFiles, leads, leadWork, staffAccounts, vehicles } from '../schema/index.ts';
import { writeAudit } from './audit.ts';

type Actor = { id: number; name: string; role: 'admin' | 'manager' };
type Work = { state: LeadState; managerId: number | null; managerName: string | null };

export type StateChange = { ok: true; changed: boolean } | { ok: false; takenBy: string };

// Under the lead's row lock: two staff taking one lead at once are served one after the other.
async function workOf(db: Db, leadId: number): Promise<Work> {
  await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for('update');
  const [row] = await db
    .select({
      state: leadWork.state,
      managerId: leadWork.managerId,
      managerName: staffAccounts.name,
    })
    .from(leadWork)
    .leftJoin(staffAccounts, eq(staffAccounts.id, leadWork.managerId))
    .where(eq(leadWork.leadId, leadId))
    .limit(1);
  return row ?? { state: 'new', managerId: null, managerName: null };
}

/**
 * A lead's next state (issue 30): `working` takes it (the one who asks becomes its manager),
 * `won`/`lost` close it under its manager (or the one who closes it), `new` returns it to the
 * queue without a manager. A manager cannot take over a lead another staff member works; an
 * administrator can. The change and its audit row are one transaction.
 */
export async function setLeadState(
  db: Db,
  change: { leadId: number; holdingId: number; state: LeadState; actor: Actor; at: Date },
): Promise<StateChange> {
  return db.transaction(async (tx) => {
    const before = await workOf(tx, change.leadId);
    const { actor } = change;
    const othersLead = before.managerId !== null && before.managerId !== actor.id;
    if (
      change.state !== 'new' &&
      othersLead &&
      before.state === 'working' &&
      actor.role !== 'admin'
    )
      return { ok: false, takenBy: before.managerName ?? 'другой сотрудник' };
    const managerId =
      change.state === 'new'
        ? null
        : change.state === 'working'
          ? actor.id
          : (before.managerId ?? actor.id);
    if (before.state === change.state && before.managerId === managerId)
      return { ok: true, changed: false };
    await tx
      .insert(leadWork)
      .values({ leadId: change.leadId, state: change.state, managerId, updatedAt: change.at })
      .onConflictDoUpdate({
        target: leadWork.leadId,
        set: { state: change.state, managerId, updatedAt: change.at },
      });
    const managerName =
      managerId === null ? null : managerId === actor.id ? actor.name : before.managerName;
    await writeAudit(tx, {
      at: change.at,
      staff: actor,
      holdingId: change.holdingId,
      entity: 'lead',
      entityId: change.leadId,
      action: 'state',
      before: { state: before.state, manager: before.managerName },
      after: { state: change.state, manager: managerName },
    });
    return { ok: true, changed: true };
  });
}

/** The files a visitor attached to the lead, in the order they were sent. */
export async function filesOfLead(db: Db, leadId: number) {
  return db
    .select({
      id: leadFiles.id,
      name: leadFiles.name,
      mimeType: leadFiles.mimeType,
      size: leadFiles.size,
    })
    .from(leadFiles)
    .where(and(eq(leadFiles.leadId, leadId), isNotNull(leadFiles.storageKey)))
    .orderBy(asc(leadFiles.createdAt), asc(leadFiles.id));
}

/** The first photo of a car still in the catalogue, or null. */
export async function carPhotoOf(db: Db, carId: number): Promise<string | null> {
  const [row] = await db
    .select({ photos: vehicles.photos })
    .from(vehicles)
    .where(eq(vehicles.id, carId))
    .limit(1);
  return row?.photos[0] ?? null;
}
