import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** An endpoint's name is its method and its path under /v1, with :name for a path parameter. */
export type EndpointKey = `${Method} /${string}`;

/** What an endpoint takes and answers; the API validates with these, the web infers from them. */
export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
}

export type EndpointGroup = Readonly<Record<EndpointKey, EndpointSchemas>>;
