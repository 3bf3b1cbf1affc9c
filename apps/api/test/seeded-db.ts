import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createDb, takeTurnsWithIo, type Db, type DbClient } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import * as schema from '../src/db/schema/index.ts';

export type TestDb = { client: DbClient; close(): Promise<void> };

const serverUrl = process.env.TEST_DATABASE_URL || undefined;
const apiRoot = path.join(import.meta.dirname, '..');
const repoRoot = path.join(apiRoot, '../..');
const cacheDir = path.join(repoRoot, '.data/test-cache');

// Everything the snapshot depends on: a change to the schema, the migrations, the seed or the
// PGlite release (its data folder format) makes a new one.
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
  hash.update(readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

// A fresh database migrated and filled by `fill`, as a PGlite data folder dump.
async function buildDump(fill: (db: Db) => Promise<unknown>): Promise<Buffer> {
  const fresh = await createDb({ dataDir: 'memory://' });
  try {
    await migrate(fresh);
    await fill(fresh.db);
    if (fresh.kind !== 'pglite') throw new Error('expected PGlite');
    return Buffer.from(await (await fresh.client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await fresh.close();
  }
}

// Whether the process that took a lock still runs (a killed run leaves its lock behind).
function alive(lock: string): boolean {
  try {
    const pid = Number(readFileSync(lock, 'utf8'));
    // Gone (released meanwhile) or just created, its pid not written yet: look again.
    if (!pid) return true;
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Parallel test files wait for the one that builds a snapshot rather than each building it.
async function ensureDump(file: string, build: () => Promise<Buffer>): Promise<void> {
  const lock = `${file}.lock`;
  while (!existsSync(file)) {
    let fd: number;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      if (!alive(lock)) rmSync(lock, { force: true });
      await sleep(250);
      continue;
    }
    try {
      writeFileSync(fd, String(process.pid));
      if (existsSync(file)) return;
      const partial = `${file}.${process.pid}.part`;
      writeFileSync(partial, await build());
      renameSync(partial, file);
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
}

// PGlite: the database is built once, dumped to .data/test-cache, and every test file loads the
// dump: no initdb, no migrations, no seed per file.
async function pgliteDump(name: string, fill: (db: Db) => Promise<unknown>): Promise<string> {
  const file = path.join(cacheDir, `${name}-${sourceHash(name)}.tar.gz`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    await ensureDump(file, () => buildDump(fill));
    // Snapshots of an older schema or seed are never read again.
    for (const old of readdirSync(cacheDir))
      if (
        old.startsWith(`${name}-`) &&
        old.endsWith('.tar.gz') &&
        path.join(cacheDir, old) !== file
      )
        rmSync(path.join(cacheDir, old), { force: true });
  }
  return file;
}

async function snapshotPglite(
  name: string,
  fill: (db: Db) => Promise<unknown>,
  dataDir = 'memory://',
): Promise<TestDb> {
  const loadDataDir = new Blob([readFileSync(await pgliteDump(name, fill))]);
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // Statements take turns with I/O as in the API (createDb).
  const options = { dataDir, loadDataDir, extensions: { pg_trgm } };
  const client = takeTurnsWithIo(await PGlite.create(options));
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= client.close());
  return { client: { kind: 'pglite', db, client, close }, close };
}

// pool.end() returns before the server has let the sessions go; killing them then errors in the client.
async function waitForSessionsToEnd(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const result = await admin.query(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (result.rows[0]?.n === 0) return;
    await sleep(100);
  }
}

// PostgreSQL: the database is a template built once per source hash; each test file gets a copy.
const dbUrl = (url: string, db: string) =>
  Object.assign(new URL(url), { pathname: `/${db}` }).toString();

async function postgresTemplate(
  admin: pg.Client,
  url: string,
  name: string,
  fill: (db: Db) => Promise<unknown>,
): Promise<string> {
  const template = `api_tpl_${name}_${sourceHash(name)}`;
  const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
  if (exists.rowCount === 0) {
    const building = `${template}_${randomBytes(3).toString('hex')}`;
    await admin.query(`create database "${building}"`);
    const client = await createDb({ databaseUrl: dbUrl(url, building) });
    await migrate(client);
    await fill(client.db);
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
  return template;
}

async function snapshotPostgres(
  url: string,
  name: string,
  fill: (db: Db) => Promise<unknown>,
): Promise<TestDb> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const template = await postgresTemplate(admin, url, name, fill);
  const copy = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database "${copy}" template "${template}"`);
  let client: DbClient | undefined;
  const close = async () => {
    await client?.close();
    await waitForSessionsToEnd(admin, copy);
    // FORCE ends stray sessions (PostgreSQL 13+), so a failed test never leaves the database behind.
    await admin.query(`drop database if exists "${copy}" with (force)`);
    await admin.end();
  };
  try {
    client = await createDb({ databaseUrl: dbUrl(url, copy) });
    return { client, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * A fresh database, migrated and filled by `fill` (the seeded demo data, or nothing). Building one
 * takes a while, so the result is cached (a PGlite dump file, or a PostgreSQL template database)
 * until the schema, the migrations or the seed change; each call gets its own copy.
 */
export async function createSeededTestDb(
  name: string,
  fill: (db: Db) => Promise<unknown>,
  // PGlite, or the server of TEST_DATABASE_URL (the default when it is set).
  engine: 'pglite' | 'postgres' = serverUrl ? 'postgres' : 'pglite',
): Promise<TestDb> {
  if (engine === 'pglite') return snapshotPglite(name, fill);
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  return snapshotPostgres(serverUrl, name, fill);
}

/** Builds the snapshot unless it is cached, without taking a copy: for a run's global setup. */
export async function prepareSnapshot(
  name: string,
  fill: (db: Db) => Promise<unknown>,
  engine: 'pglite' | 'postgres' = serverUrl ? 'postgres' : 'pglite',
): Promise<void> {
  if (engine === 'pglite') {
    await pgliteDump(name, fill);
    return;
  }
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await postgresTemplate(admin, serverUrl, name, fill);
  } finally {
    await admin.end();
  }
}

export const noData = async () => {};

/** A new PGlite data folder holding the migrated, empty database: for an e2e suite's own API. */
export const migratedPgliteAt = (dataDir: string): Promise<TestDb> =>
  snapshotPglite('migrated', noData, dataDir);
