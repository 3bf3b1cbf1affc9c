import type { SQL } from 'drizzle-orm';
import type { Db } from '../../client.ts';

// Rows of a raw statement; both drivers answer an object with a rows list.
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
