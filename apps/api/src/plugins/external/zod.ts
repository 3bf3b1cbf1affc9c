import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastSerializerCompiler } from './fast-serializer.ts';

// zod: every answer is parsed against its contract (development, tests); fast: compiled once
// to fast-json-stringify (production), see fast-serializer.ts.
export type ResponseSerializer = 'zod' | 'fast';

// Russian fallback texts for zod checks that carry no message of their own in the contract.
z.config(z.locales.ru());

// Routes validate input and serialise output with the zod schemas of packages/contract.
export default fp<{ serializer?: ResponseSerializer }>(
  async function zodTypeProvider(fastify, options) {
    fastify.setValidatorCompiler(validatorCompiler);
    fastify.setSerializerCompiler(
      options.serializer === 'fast' ? fastSerializerCompiler : serializerCompiler,
    );
  },
  { name: 'zod-type-provider' },
);
