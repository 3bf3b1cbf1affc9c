import { API_BODY_MAX_BYTES } from '@dealer/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from './config/env.ts';
import { trustProxyOf } from './config/trust-proxy.ts';
import type { DbClient } from './db/client.ts';
import auth from './plugins/app/auth.ts';
import db from './plugins/app/db.ts';
import dbHealth from './plugins/app/db-health.ts';
import errorHandler from './plugins/app/error-handler.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/app/fastify-errors.ts';
import rateLimits from './plugins/app/rate-limits.ts';
import services from './plugins/app/services.ts';
import shedLoad from './plugins/app/shed-load.ts';
import storableText from './plugins/app/storable-text.ts';
import stockFeeds from './plugins/app/stock-feeds.ts';
import helmet from './plugins/external/helmet.ts';
import swagger from './plugins/external/swagger.ts';
import zod, { type ResponseSerializer } from './plugins/external/zod.ts';
import routes from './routes/index.ts';
import type { AppServices } from './services/index.ts';

export type BuildAppOptions = {
  db: DbClient;
  logger?: FastifyServerOptions['logger'];
  // The validated environment (server); without it the development defaults apply.
  env?: Env;
  // Stand-ins for outside services and the clock (tests).
  services?: Partial<AppServices>;
  // How answers are written; by default fast in production and checked against the contract otherwise.
  serializer?: ResponseSerializer;
};

type ServiceAppOptions = Pick<BuildAppOptions, 'db' | 'env' | 'services' | 'serializer'>;

// The service as a plugin: third-party plugins first, then the app's own, then the routes under /v1.
export async function serviceApp(
  fastify: FastifyInstance,
  options: ServiceAppOptions,
): Promise<void> {
  await fastify.register(zod, {
    serializer: options.serializer ?? (options.env?.NODE_ENV === 'production' ? 'fast' : 'zod'),
  });
  await fastify.register(helmet);
  await fastify.register(swagger);
  await fastify.register(db, { client: options.db });
  await fastify.register(dbHealth);
  await fastify.register(services, { env: options.env, overrides: options.services });
  await fastify.register(auth);
  await fastify.register(rateLimits, {
    trustProxy: trustProxyOf(options.env?.TRUST_PROXY ?? 'loopback'),
  });
  await fastify.register(shedLoad);
  await fastify.register(errorHandler);
  await fastify.register(storableText);
  await fastify.register(stockFeeds);
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
    bodyLimit: API_BODY_MAX_BYTES,
    return503OnClosing: true,
    // The web server proxies the browser's calls: its X-Forwarded-For gives the visitor's address.
    trustProxy: trustProxyOf(options.env?.TRUST_PROXY ?? 'loopback'),
    // Refusals before routing and at the HTTP parser answer in the API's envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  // fastify-plugin lets the error and not-found handlers reach routes registered beside the app (tests).
  const { db: client, env, services: overrides, serializer } = options;
  await app.register(fp(serviceApp, { name: 'service-app' }), {
    db: client,
    env,
    services: overrides,
    serializer,
  });
  return app;
}
