import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Russian fallback texts for zod checks that carry no message of their own in the contract.
z.config(z.locales.ru());

// Routes validate input and serialise output with the zod schemas of packages/contract.
export default fp(
  async function zodTypeProvider(fastify) {
    fastify.setValidatorCompiler(validatorCompiler);
    fastify.setSerializerCompiler(serializerCompiler);
  },
  { name: 'zod-type-provider' },
);
