import pg from 'pg';
import { createDb, type DbClient } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { seedCatalogue } from '../../apps/api/seed/catalog/index.ts';

export type StockDb = {
  client: DbClient;
  // Copies of the seeded vehicles until the stock is `times` the seeded size.
  grow(times: number): Promise<number>;
  drop(): Promise<void>;
};

/** A fresh database on the PostgreSQL server of `serverUrl`, migrated and seeded with the demo catalogue. */
export async function createStockDb(serverUrl: string): Promise<StockDb> {
  const name = `bench_stock_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  // The forced drop at the end ends the pool's sessions: expected, not worth a line each.
  const client = await createDb({ databaseUrl: url, onPoolError: () => undefined });
  await migrate(client);
  await seedCatalogue(client.db);
  const pool = client.kind === 'postgres' ? client.client : null;
  if (!pool) throw new Error('expected PostgreSQL');
  const { rows } = await pool.query<{ n: number; max: number }>(
    'select count(*)::int as n, max(id) as max from vehicles',
  );
  const seeded = rows[0]?.n ?? 0;
  const lastSeededId = rows[0]?.max ?? 0;
  const { rows: columns } = await pool.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_name = 'vehicles' and column_name not in ('id', 'vin') order by ordinal_position`,
  );
  const list = columns.map((c) => `"${c.name}"`).join(', ');
  let copies = 1;
  return {
    client,
    async grow(times) {
      // Copy k of the seeded stock gets VINs with the suffix -k (the VIN is unique).
      if (times > copies)
        await pool.query(
          `insert into vehicles (${list}, vin)
           select ${list}, vin || '-' || k from vehicles, generate_series($1::int, $2::int) as k
           where id <= $3`,
          [copies, times - 1, lastSeededId],
        );
      copies = Math.max(copies, times);
      await pool.query('analyze vehicles');
      return seeded * copies;
    },
    async drop() {
      await client.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
