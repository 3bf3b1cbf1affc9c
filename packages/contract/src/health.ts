import { z } from 'zod';

export const dbKindSchema = z.enum(['pglite', 'postgres']);
export type DbKind = z.infer<typeof dbKindSchema>;

// GET /health: the API is up and its database answers.
export const healthResponseSchema = z
  .object({ status: z.literal('ok'), db: dbKindSchema })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
