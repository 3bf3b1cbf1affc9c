import type { GarageCar, GarageCarInput, GarageCarUpdate } from '@dealer/contract';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { garageCars, type GarageCarRow } from '../schema/index.ts';

// A garage holds this many cars; more go through the «add limit» form (SPEC 3 garage add-limit).
export const GARAGE_LIMIT = 5;

export function garageCarOf(row: GarageCarRow): GarageCar {
  const { userId: _user, createdAt: _created, ...car } = row;
  return car;
}

export async function garageOf(db: Db, userId: number): Promise<GarageCar[]> {
  const rows = await db
    .select()
    .from(garageCars)
    .where(eq(garageCars.userId, userId))
    .orderBy(desc(garageCars.isMain), asc(garageCars.createdAt), asc(garageCars.id));
  return rows.map(garageCarOf);
}

// Only the owner's row: another customer's id finds nothing.
export async function garageCar(
  db: Db,
  userId: number,
  id: number,
): Promise<GarageCar | undefined> {
  const [row] = await db
    .select()
    .from(garageCars)
    .where(and(eq(garageCars.userId, userId), eq(garageCars.id, id)))
    .limit(1);
  return row && garageCarOf(row);
}

export async function addGarageCar(
  db: Db,
  userId: number,
  car: GarageCarInput,
): Promise<GarageCar | 'full'> {
  return db.transaction(async (tx) => {
    const [n] = await tx
      .select({ n: count() })
      .from(garageCars)
      .where(eq(garageCars.userId, userId));
    const have = n?.n ?? 0;
    if (have >= GARAGE_LIMIT) return 'full';
    const [row] = await tx
      .insert(garageCars)
      .values({ ...car, userId, isMain: have === 0 })
      .returning();
    if (!row) throw new Error('garage insert returned nothing');
    return garageCarOf(row);
  });
}

export async function updateGarageCar(
  db: Db,
  userId: number,
  id: number,
  changes: GarageCarUpdate,
): Promise<GarageCar | undefined> {
  return db.transaction(async (tx) => {
    const mine = and(eq(garageCars.userId, userId), eq(garageCars.id, id));
    const [exists] = await tx.select({ id: garageCars.id }).from(garageCars).where(mine).limit(1);
    if (!exists) return undefined;
    // One main car: choosing this one unmarks the others.
    if (changes.isMain)
      await tx
        .update(garageCars)
        .set({ isMain: false })
        .where(and(eq(garageCars.userId, userId), ne(garageCars.id, id)));
    const [row] = await tx.update(garageCars).set(changes).where(mine).returning();
    return row && garageCarOf(row);
  });
}

export async function deleteGarageCar(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(garageCars)
    .where(and(eq(garageCars.userId, userId), eq(garageCars.id, id)))
    .returning({ id: garageCars.id });
  return rows.length > 0;
}
