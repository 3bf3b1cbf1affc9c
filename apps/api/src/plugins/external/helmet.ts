import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

// HSTS for a year, sent only on answers that reached the visitor over HTTPS.
const HSTS = 'max-age=31536000; includeSubDomains';

// Security headers on every answer. The API serves JSON, so nothing may load from it as a page;
// the /docs page sets its own policy (swagger.ts).
export default fp(
  async function helmet(fastify) {
    await fastify.register(fastifyHelmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      referrerPolicy: { policy: 'no-referrer' },
      // Over plain HTTP the header is meaningless and would pin a development host to HTTPS.
      strictTransportSecurity: false,
    });
    // request.protocol believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    fastify.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'helmet' },
);
