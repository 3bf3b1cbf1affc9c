import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { awards, brands, employees, publications } from '../schema/index.ts';

// What the generated pictures write on themselves: names and titles, looked up by the file name.

export async function brandName(db: Db, code: string) {
  const [brand] = await db
    .select({ name: brands.nameEn })
    .from(brands)
    .where(eq(brands.code, code));
  return brand;
}

export async function employeeName(db: Db, id: number) {
  const [person] = await db
    .select({ first: employees.firstName, last: employees.lastName })
    .from(employees)
    .where(eq(employees.id, id));
  return person;
}

export async function awardTitle(db: Db, id: number) {
  const [award] = await db
    .select({ title: awards.title, year: awards.year })
    .from(awards)
    .where(eq(awards.id, id));
  return award;
}

export async function publicationTitle(
  db: Db,
  kind: 'news' | 'blog' | 'actions' | 'media',
  id: number,
) {
  const [item] = await db
    .select({ title: publications.title })
    .from(publications)
    .where(and(eq(publications.kind, kind), eq(publications.id, id)));
  return item;
}
