import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

// The cheapest statement that proves the database answers.
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
