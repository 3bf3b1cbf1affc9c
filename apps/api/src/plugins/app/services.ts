import fp from 'fastify-plugin';
import { parseEnv, type Env } from '../../config/env.ts';
import { createServices, type AppServices } from '../../services/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

// env: the validated environment (server); without it, the development defaults. overrides: tests' fakes.
export type ServicesPluginOptions = {
  env?: Env | undefined;
  overrides?: Partial<AppServices> | undefined;
};

export default fp<ServicesPluginOptions>(
  async function services(fastify, options) {
    const env = options.env ?? parseEnv({});
    const built = createServices(env, fastify.log, options.overrides);
    fastify.decorate('services', built);
    fastify.addHook('onClose', async () => built.limiter.close());
  },
  { name: 'services' },
);
