import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { DbKind } from '@dealer/contract';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
// What queries take: the common ground of the PGlite and node-postgres drivers (or a transaction).
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type { DbKind };

export type DbClient =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; client: pg.Pool; close(): Promise<void> };

export type CreateDbOptions = {
  // A postgres:// URL selects a PostgreSQL server; without one the embedded PGlite is used.
  databaseUrl?: string | undefined;
  // PGlite data directory, or 'memory://' for a throwaway in-memory database.
  dataDir?: string | undefined;
  // Where a dropped idle connection is reported; without a listener node-postgres would crash the process.
  onPoolError?: (error: Error) => void;
  /**
   * PostgreSQL settings for the embedded PGlite (`-c name=value` at its start), over those of its
   * data folder. The import CLI lowers shared_buffers (decision 0073's addendum); the API keeps
   * the folder's.
   */
  pgliteSettings?: Readonly<Record<string, string>>;
};

const drizzleConfig = { schema, casing: 'snake_case' } as const;

// Closing twice (a signal during shutdown, a test that closes early) must not throw.
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/**
 * PGlite runs a statement synchronously on this thread and hands its lock to the next waiting
 * statement in a microtask, so a queue of statements (a flood of searches) would run back to back
 * without the event loop ever reading a socket: /health and every other request would wait for the
 * whole queue. Statements here take turns that each start with a macrotask (setImmediate), so
 * between two statements the loop polls I/O once.
 */
export function takeTurnsWithIo(client: PGlite): PGlite {
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = tail.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(run);
    tail = result.catch(() => undefined);
    return result;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (...args) => inTurn(() => query(...args));
  client.exec = (...args) => inTurn(() => exec(...args));
  client.transaction = (callback) => inTurn(() => transaction(callback));
  return client;
}

export async function createDb(options: CreateDbOptions = {}): Promise<DbClient> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const onError =
      options.onPoolError ??
      ((error: Error) => process.stderr.write(`PostgreSQL pool: ${error.message}\n`));
    pool.on('error', onError);
    // The pool listens only to its idle connections; one checked out (a transaction between two
    // statements) that the server cuts would otherwise end the process with an unhandled 'error'.
    // Its holder's next statement fails instead, and the pool drops it on release.
    pool.on('connect', (connection) => connection.on('error', onError));
    // Fail at start, not on the first request, when the server is unreachable.
    await pool.query('select 1');
    const db = drizzlePg({ client: pool, ...drizzleConfig });
    return { kind: 'postgres', db, client: pool, close: once(() => pool.end()) };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // Extensions the migrations create must be loaded into PGlite's WebAssembly build first.
  const startParams = Object.entries(options.pgliteSettings ?? {}).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]);
  const client = takeTurnsWithIo(
    await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      ...(startParams.length > 0
        ? { startParams: [...PGlite.defaultStartParams, ...startParams] }
        : {}),
    }),
  );
  const db = drizzlePglite({ client, ...drizzleConfig });
  return { kind: 'pglite', db, client, close: once(() => client.close()) };
}
