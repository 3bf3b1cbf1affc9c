import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createDb, type Db, type DbClient } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import * as schema from '../src/db/schema/index.ts';
import type { TestDb } from './test-db.ts';

const serverUrl = process.env.TEST_DATABASE_URL || undefined;
const apiRoot = path.join(import.meta.dirname, '..');
const cacheDir = path.join(apiRoot, '../../.data/test-cache');

// Everything the seeded data depends on: a change to the schema, the migrations or the seed makes a new snapshot.
function sourceHash(name: string): string {
  const hash = createHash('sha256').update(name);
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir).sort()) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (!entry.endsWith('.test.ts')) hash.update(full).update(readFileSync(full));
    }
  };
  for (const dir of ['src/db/schema', 'src/db/migrations', 'seed']) walk(path.join(apiRoot, dir));
  return hash.digest('hex').slice(0, 16);
}

async function pgliteFrom(dump: Blob): Promise<DbClient> {
  const client = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
  let closing: Promise<void> | undefined;
  return { kind: 'pglite', db, client, close: () => (closing ??= client.close()) };
}

// PGlite: the seeded database is dumped once to .data/test-cache and every test file loads the dump.
async function seededPglite(name: string, seed: (db: Db) => Promise<unknown>): Promise<TestDb> {
  const file = path.join(cacheDir, `${name}-${sourceHash(name)}.tar.gz`);
  if (!existsSync(file)) {
    const fresh = await createDb({ dataDir: 'memory://' });
    await migrate(fresh);
    await seed(fresh.db);
    if (fresh.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await fresh.client.dumpDataDir('gzip');
    await fresh.close();
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    // Snapshots of an older schema or seed are never read again.
    for (const old of readdirSync(cacheDir))
      if (old.startsWith(`${name}-`) && path.join(cacheDir, old) !== file)
        rmSync(path.join(cacheDir, old), { force: true });
  }
  const client = await pgliteFrom(new Blob([readFileSync(file)]));
  return { client, close: () => client.close() };
}

// PostgreSQL: the seeded database is a template built once per source hash; each test file gets a copy.
async function seededPostgres(
  url: string,
  name: string,
  seed: (db: Db) => Promise<unknown>,
): Promise<TestDb> {
  const template = `api_tpl_${name}_${sourceHash(name)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const dbUrl = (db: string) => Object.assign(new URL(url), { pathname: `/${db}` }).toString();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
  if (exists.rowCount === 0) {
    const building = `${template}_${randomBytes(3).toString('hex')}`;
    await admin.query(`create database "${building}"`);
    const client = await createDb({ databaseUrl: dbUrl(building) });
    await migrate(client);
    await seed(client.db);
    await client.close();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [
      building,
    ]);
    try {
      await admin.query(`alter database "${building}" rename to "${template}"`);
    } catch {
      // Another run built the same template meanwhile: use that one.
      await admin.query(`drop database if exists "${building}" with (force)`);
    }
    // Templates of an older schema or seed are never copied again.
    const stale = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 and datname <> $2`,
      [`api_tpl_${name}_%`, template],
    );
    for (const { datname } of stale.rows)
      await admin.query(`drop database if exists "${datname}" with (force)`);
  }
  const copy = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database "${copy}" template "${template}"`);
  const client = await createDb({ databaseUrl: dbUrl(copy) });
  return {
    client,
    close: async () => {
      await client.close();
      await admin.query(`drop database if exists "${copy}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * A fresh database holding the seeded demo data. Seeding takes a while, so the result is cached
 * (a PGlite dump file, or a PostgreSQL template database) until the schema or the seed changes.
 */
export async function createSeededTestDb(
  name: string,
  seed: (db: Db) => Promise<unknown>,
  // PGlite, or the server of TEST_DATABASE_URL (the default when it is set).
  engine: 'pglite' | 'postgres' = serverUrl ? 'postgres' : 'pglite',
): Promise<TestDb> {
  if (engine === 'pglite') return seededPglite(name, seed);
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  return seededPostgres(serverUrl, name, seed);
}
