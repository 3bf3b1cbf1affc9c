import type { FastifyPluginAsync } from 'fastify';
import auth from './auth/index.ts';
import user from './user/index.ts';

// Identity, personal data and leads: one plugin per area, the prefix is the folder name.
const personalAreas: FastifyPluginAsync = async (fastify) => {
  await fastify.register(auth, { prefix: '/auth' });
  await fastify.register(user, { prefix: '/user' });
};

export default personalAreas;
