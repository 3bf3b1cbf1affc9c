import fp from 'fastify-plugin';
import type { Db, DbClient, DbKind } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
  }
}

export type DbPluginOptions = { client: DbClient };

// The database is created by the caller (server or test) and closed by it; the app only borrows it.
export default fp<DbPluginOptions>(
  async function db(fastify, options) {
    fastify.decorate('db', options.client.db);
    fastify.decorate('dbKind', options.client.kind);
  },
  { name: 'db' },
);
