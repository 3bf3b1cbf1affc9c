import type { FastifyPluginAsync } from 'fastify';
import auth from './auth/index.ts';
import compare from './compare/index.ts';
import favorite from './favorite/index.ts';
import feedback from './feedback/index.ts';
import lead from './lead/index.ts';
import lk from './lk/index.ts';
import reports from './reports/index.ts';
import suggestions from './suggestions/index.ts';
import user from './user/index.ts';

// Identity, personal data and leads: one plugin per area, the prefix is the folder name.
const personalAreas: FastifyPluginAsync = async (fastify) => {
  await fastify.register(auth, { prefix: '/auth' });
  await fastify.register(user, { prefix: '/user' });
  await fastify.register(favorite, { prefix: '/favorite' });
  await fastify.register(compare, { prefix: '/compare' });
  await fastify.register(lk, { prefix: '/lk' });
  await fastify.register(lead, { prefix: '/lead' });
  await fastify.register(feedback, { prefix: '/feedback' });
  await fastify.register(suggestions, { prefix: '/suggestions' });
  await fastify.register(reports, { prefix: '/reports' });
};

export default personalAreas;
