import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

// The response contract as plain JSON Schema, everything inlined, for fast-json-stringify.
function jsonSchemaOf(schema: z.ZodType): object {
  return z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'throw',
    cycles: 'throw',
    reused: 'inline',
    // An empty registry: ids and descriptions of the contract would only turn into $refs.
    metadata: z.registry(),
  });
}

/**
 * Production serialiser: the zod response schema compiled once into a fast-json-stringify
 * function, which writes only the declared fields (like zod's strip) without parsing the answer.
 * A schema JSON Schema cannot express, or an answer it refuses (a missing field zod would default),
 * goes through the zod serialiser, so nothing answers differently; tests run the zod one throughout.
 */
export const fastSerializerCompiler: FastifySerializerCompiler<unknown> = (route: RouteSchema) => {
  const zodSerialize = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  if (!(route.schema instanceof z.ZodType)) return zodSerialize;
  let fast: (data: unknown) => string;
  try {
    fast = fastJson(jsonSchemaOf(route.schema) as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerialize;
  }
  return (data: unknown) => {
    try {
      return fast(data);
    } catch {
      return zodSerialize(data);
    }
  };
};
