import type { z } from 'zod';
import { accountEndpoints } from './endpoints/account.ts';
import { catalogEndpoints } from './endpoints/catalog.ts';
import { contentEndpoints } from './endpoints/content.ts';
import { contentOfficeEndpoints } from './endpoints/content-office.ts';
import { identityEndpoints } from './endpoints/identity.ts';
import { moderationEndpoints } from './endpoints/moderation.ts';
import { personalEndpoints } from './endpoints/personal.ts';
import { serviceEndpoints } from './endpoints/service.ts';
import { seoEndpoints } from './endpoints/seo.ts';
import { reportsEndpoints } from './endpoints/reports.ts';
import { storeEndpoints } from './endpoints/store.ts';
import type { Method } from './endpoints/types.ts';

export type { EndpointKey, EndpointSchemas, Method } from './endpoints/types.ts';

/**
 * Every JSON endpoint of the API: the API registers its routes from this map and the web calls
 * through it. The browser imports only its types, so none of these schemas ride in page JavaScript.
 */
export const endpoints = {
  ...catalogEndpoints,
  ...contentEndpoints,
  ...contentOfficeEndpoints,
  ...identityEndpoints,
  ...moderationEndpoints,
  ...personalEndpoints,
  ...serviceEndpoints,
  ...seoEndpoints,
  ...reportsEndpoints,
  ...accountEndpoints,
  ...storeEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type Field<N extends EndpointName, F extends 'params' | 'query' | 'body'> = Endpoints[N] extends {
  readonly [K in F]: infer S extends z.ZodType;
}
  ? z.input<S>
  : undefined;

/** The paths of one method, as the clients name them: PathOf<'GET'> includes '/catalog/:id'. */
export type PathOf<M extends Method> = EndpointName extends infer N
  ? N extends `${M} ${infer P}`
    ? P
    : never
  : never;

export type ParamsOf<N extends EndpointName> = Field<N, 'params'>;
export type BodyOf<N extends EndpointName> = Field<N, 'body'>;
// A query travels as text: a flag or a number may be given as itself rather than as its text.
type Written<T> = T extends readonly (infer E)[]
  ? readonly Written<E>[]
  : T extends 'true' | 'false'
    ? T | boolean
    : T extends `${infer D extends number}`
      ? T | D
      : T;

/** The query a caller gives: the web adds holdingId itself (the server client, or the site's proxy). */
export type QueryOf<N extends EndpointName> =
  Field<N, 'query'> extends infer Q extends object
    ? { [K in keyof Q as K extends 'holdingId' ? never : K]: Written<Q[K]> }
    : undefined;
/** The answer of a successful call, as the API writes it. */
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;

type Need<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: undefined }
  : object extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

/** What a call passes: the path parameters, the query and the body the endpoint takes. */
export type InputOf<N extends EndpointName> = Need<'params', ParamsOf<N>> &
  Need<'query', QueryOf<N>> &
  Need<'body', BodyOf<N>>;

/** A client's arguments after the path: the input, optional when the endpoint needs none. */
export type CallArgs<N extends EndpointName, Extra = object> =
  object extends InputOf<N> ? [input?: InputOf<N> & Extra] : [input: InputOf<N> & Extra];

/** The endpoint a client's method and path name. */
export type EndpointAt<M extends Method, P extends string> = Extract<`${M} ${P}`, EndpointName>;
