import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { DbClient } from './db/client.ts';
import db from './plugins/app/db.ts';
import errorHandler from './plugins/app/error-handler.ts';
import swagger from './plugins/external/swagger.ts';
import zod from './plugins/external/zod.ts';
import routes from './routes/index.ts';

export type BuildAppOptions = {
  db: DbClient;
  logger?: FastifyServerOptions['logger'];
};

// The service as a plugin: third-party plugins first, then the app's own, then the routes under /v1.
export async function serviceApp(
  fastify: FastifyInstance,
  options: { db: DbClient },
): Promise<void> {
  await fastify.register(zod);
  await fastify.register(swagger);
  await fastify.register(db, { client: options.db });
  await fastify.register(errorHandler);
  await fastify.register(routes, { prefix: '/v1' });
}

// A ready-to-listen instance; the caller owns the database and closes it after app.close().
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // A slow or stalled client cannot hold a socket forever.
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    // Longer than the web server's pooled keep-alive, so the proxy never reuses a socket we just closed.
    keepAliveTimeout: 72_000,
    // A handler stuck on a slow query answers 503 instead of hanging the visitor's page.
    handlerTimeout: 15_000,
    // SPEC 9 appends a slash to every path, so both spellings reach the same route.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  // fastify-plugin lets the error and not-found handlers reach routes registered beside the app (tests).
  await app.register(fp(serviceApp, { name: 'service-app' }), { db: options.db });
  return app;
}
