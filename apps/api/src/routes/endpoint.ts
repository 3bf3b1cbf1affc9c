import { endpoints } from '@dealer/contract/endpoints';
import type { EndpointName, EndpointSchemas, Endpoints } from '@dealer/contract/endpoints';
import type { ErrorSchema } from './error-responses.ts';

// The API's own prefix, under which routes/index.ts registers every area.
const API_PREFIX = '/v1';

/** The documentation a route adds to its endpoint, and the failures it answers (errorResponses). */
export interface RouteDocs<E> {
  tags: string[];
  summary: string;
  description?: string;
  operationId: string;
  security?: Record<string, string[]>[];
  consumes?: string[];
  errors: E;
}

type Schema<N extends EndpointName, F extends keyof EndpointSchemas> = Endpoints[N] extends {
  readonly [K in F]: infer S;
}
  ? S
  : undefined;

type MethodOf<N extends EndpointName> = N extends `${infer M} /${string}` ? M : never;

/**
 * The method, URL and schemas of a route, taken from the contract's endpoint map by name; the
 * plugin spreads it into fastify.route. The URL is the path under the plugin's prefix (its folder),
 * and an endpoint outside that prefix fails at start-up.
 */
export function endpoint<
  N extends EndpointName,
  const E extends Readonly<Record<number, ErrorSchema>>,
>(fastify: { prefix: string }, name: N, { errors, ...docs }: RouteDocs<E>) {
  const [method, path] = name.split(' ') as [MethodOf<N>, string];
  const full = API_PREFIX + path;
  const local = full.slice(fastify.prefix.length);
  if (!full.startsWith(fastify.prefix) || !(local === '' || local.startsWith('/')))
    throw new Error(`Endpoint ${name} is outside its plugin's prefix ${fastify.prefix}`);
  const schemas: EndpointSchemas = endpoints[name];
  return {
    method,
    url: local,
    schema: {
      ...docs,
      ...(schemas.params && { params: schemas.params }),
      ...(schemas.query && { querystring: schemas.query }),
      ...(schemas.body && { body: schemas.body }),
      response: { 200: schemas.response, ...errors },
    } as typeof docs & {
      params: Schema<N, 'params'>;
      querystring: Schema<N, 'query'>;
      body: Schema<N, 'body'>;
      response: { 200: Endpoints[N]['response'] } & E;
    },
  };
}
