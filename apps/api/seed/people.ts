import { and, asc, eq, isNotNull, like } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { employees, vcards } from '../src/db/schema/index.ts';
import { slugify } from './catalog/people.ts';

// Staff with a profile page per holding (SPEC 2.3: «a few named staff»): the first department heads.
const PROFILES_PER_HOLDING = 3;

/** Names the first department heads' cards /i/{name}; runs once, after the cards exist. */
export async function seedPeople(db: Db): Promise<number> {
  const named = await db
    .select({ id: vcards.id })
    .from(vcards)
    .where(isNotNull(vcards.profileSlug));
  if (named.length > 0) return 0;
  const heads = await db
    .select({
      id: vcards.id,
      holdingId: vcards.holdingId,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(vcards)
    .innerJoin(employees, eq(employees.id, vcards.employeeId))
    .where(and(like(employees.position, 'Руководитель%')))
    .orderBy(asc(vcards.id));
  let count = 0;
  for (const holdingId of [1, 2]) {
    const taken = new Set<string>();
    for (const head of heads.filter((h) => h.holdingId === holdingId)) {
      if (taken.size >= PROFILES_PER_HOLDING) break;
      const slug = slugify(`${head.firstName} ${head.lastName}`);
      if (!slug || slug === 'en' || slug === 'cn' || taken.has(slug)) continue;
      taken.add(slug);
      await db.update(vcards).set({ profileSlug: slug }).where(eq(vcards.id, head.id));
      count += 1;
    }
  }
  return count;
}
