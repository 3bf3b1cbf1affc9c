import { tooDeepMessage } from '@dealer/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.ts';
import { staffAccounts } from '../../src/db/schema/index.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../helper.ts';
import { bearer, login, recordingSms } from '../identity.ts';
import { poisoned, queryText, UNSTORABLE, type OpenApiDoc } from './unstorable-text.ts';

type Schema = {
  type?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
};
type Parameter = {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: object }> };
};
type Route = { method: string; path: string; operation: Operation };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

// Text a visitor or a robot could put anywhere: empty, huge, control characters, broken escapes.
const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1.5',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '9'.repeat(40),
    'а'.repeat(3000),
    '%00',
    '<script>',
  ),
);

const isHolding = (value: string) => value.trim() !== '' && [1, 2].includes(Number(value));

// A value that a parameter's schema refuses, or null when none can be told apart from valid ones.
function refusedValue(parameter: Parameter): fc.Arbitrary<string | undefined> | null {
  const schema = parameter.schema ?? {};
  if (parameter.name === 'holdingId')
    return fc.option(
      junk.filter((v) => !isHolding(v)),
      { nil: undefined },
    );
  if (schema.type === 'integer') {
    const isInt = (v: string) =>
      /^\s*\d+\s*$/.test(v) &&
      Number(v) >= (schema.minimum ?? 1) &&
      Number(v) <= (schema.maximum ?? 2 ** 31);
    return junk.filter((v) => v.trim() === '' || !isInt(v));
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return junk.filter((v) => !pattern.test(v));
  }
  if (schema.enum) return junk.filter((v) => !schema.enum!.includes(v));
  return null;
}

// Any value for a part that is not the one being broken: maybe valid, maybe not.
const anyQueryValue = fc.option(
  fc.oneof(junk, fc.constantFrom('1', '2'), fc.array(junk, { maxLength: 3 })),
  { nil: undefined },
);
const badBody = fc.oneof(
  fc
    .jsonValue()
    .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
    .map((v) => JSON.stringify(v)),
  junk.map((v) => `{"${v}`),
  fc.constantFrom('', '{', 'null', '[]', '"text"'),
);
const anyBody = fc.oneof(
  badBody,
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.dictionary(junk, fc.jsonValue()).map((v) => JSON.stringify(v)),
);

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** Whether a body schema (or the component it names) takes null at its top. */
function takesNull(
  doc: { components?: { schemas?: Record<string, JsonSchema> } },
  schema?: object,
): boolean {
  let at = schema as JsonSchema | undefined;
  const ref = at?.$ref?.replace('#/components/schemas/', '');
  if (ref) at = doc.components?.schemas?.[ref];
  if (!at) return false;
  const isNull = (s: JsonSchema) =>
    s.type === 'null' || (Array.isArray(s.type) && s.type.includes('null'));
  return isNull(at) || [...(at.anyOf ?? []), ...(at.oneOf ?? [])].some(isNull);
}

function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): Route[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ method, path, operation: item[method]! })),
  );
}

function withQuery(path: string, query: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(name, v);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

describe(`malformed input to every route of the OpenAPI document on ${testDbLabel}`, () => {
  let t: TestApp;
  let routes: Route[];
  let doc: OpenApiDoc;
  let customer: string;
  let staff: string;

  beforeAll(async () => {
    const sms = recordingSms();
    t = await buildTestApp({ services: { sms: sms.gateway } });
    doc = (await t.app.inject({ url: '/openapi.json' })).json();
    routes = routesOf(doc as Parameters<typeof routesOf>[0]);
    customer = (await login(t.app, sms, 1)).token;
    await t.client.db.insert(staffAccounts).values({
      login: 'fuzz',
      name: 'Fuzz',
      role: 'admin',
      passwordHash: await hashPassword('fuzz-password'),
    });
    const session = await t.app.inject({
      method: 'POST',
      url: '/v1/reports/auth/login?holdingId=1',
      payload: { login: 'fuzz', password: 'fuzz-password' },
    });
    staff = session.json().token;
  });
  afterAll(() => t.close());

  it('finds the routes in the document', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it('knows the bodies that may be left out (logout) from those that may not', () => {
    const bodyOf = (path: string) =>
      routes.find((r) => r.path === path && r.method === 'post')?.operation.requestBody?.content?.[
        'application/json'
      ]?.schema;
    expect(takesNull(doc, bodyOf('/v1/auth/logout'))).toBe(true);
    expect(takesNull(doc, bodyOf('/v1/auth/login'))).toBe(false);
  });

  it('answers every route with a 4xx and a message, never a 5xx', async () => {
    const tested: string[] = [];
    for (const route of routes) {
      const parameters = route.operation.parameters ?? [];
      const query = parameters.filter((p) => p.in === 'query');
      const path = parameters.filter((p) => p.in === 'path');
      // Each breakable part is refused on its own; the others get anything.
      const breakable: { name: string; arbitrary: fc.Arbitrary<string | undefined> }[] = [];
      for (const p of [...query, ...path]) {
        const refused = refusedValue(p);
        if (refused && (p.required || p.in === 'path'))
          breakable.push({ name: `${p.in}:${p.name}`, arbitrary: refused });
      }
      // A body that may be null (logout's: a request without one) has no bad value of `null`.
      if (route.operation.requestBody?.required)
        breakable.push({
          name: 'body',
          arbitrary: takesNull(
            doc,
            route.operation.requestBody.content?.['application/json']?.schema,
          )
            ? badBody.filter((value) => value !== 'null' && value !== '')
            : badBody,
        });
      if (breakable.length === 0) continue;
      tested.push(`${route.method.toUpperCase()} ${route.path}`);

      const request = fc.constantFrom(...breakable).chain((broken) =>
        fc.record({
          broken: fc.constant(broken.name),
          brokenValue: broken.arbitrary,
          query: fc.record(Object.fromEntries(query.map((p) => [p.name, anyQueryValue]))),
          path: fc.record(Object.fromEntries(path.map((p) => [p.name, junk]))),
          body: anyBody,
        }),
      );

      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          const queryValues: Record<string, string | string[] | undefined> = { ...input.query };
          const pathValues: Record<string, string | undefined> = { ...input.path };
          let body = input.body;
          const [where, name] = input.broken.split(':');
          if (where === 'query') queryValues[name!] = input.brokenValue;
          if (where === 'path') pathValues[name!] = input.brokenValue;
          if (input.broken === 'body') body = input.brokenValue ?? '';
          // An empty or a dot segment names another route (a URL drops `.` and `..`, encoded or
          // not, RFC 3986), so none is a value of a parameter: a lone `%` stands for them.
          const url = route.path.replace(/\{(\w+)\}/g, (_, p: string) => {
            const value = pathValues[p];
            return !value || /^\.{1,2}$/.test(value) ? '%' : encodeURIComponent(value);
          });
          const token = route.path.startsWith('/v1/reports') ? staff : customer;
          const res = await t.app.inject({
            method: route.method.toUpperCase() as 'GET',
            url: withQuery(url, queryValues),
            headers: {
              ...bearer(token),
              'content-type': 'application/json',
              'x-forwarded-for': '192.0.2.1',
            },
            ...(route.method === 'get' ? {} : { payload: body }),
          });
          const context = `${route.method.toUpperCase()} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, context).toBeLessThan(500);
          const answer = res.json();
          expect(typeof answer.message, context).toBe('string');
          expect(answer.message.length, context).toBeGreaterThan(0);
        }),
        { numRuns: RUNS },
      );
    }
    console.info(`fuzzed ${tested.length} of ${routes.length} operations`);
    expect(tested.length).toBeGreaterThan(30);
  }, 600_000);

  it('answers a body nested thousands of levels deep with a 400, a multipart without its boundary with a 4xx, on every route that takes a body', async () => {
    const bodies = [
      '['.repeat(5000) + ']'.repeat(5000),
      '{"a":'.repeat(5000) + '"x\\u0000"' + '}'.repeat(5000),
    ];
    // A broken escape in a cookie (the API reads none, but it must not trip over one either).
    const cookie = 'token=%E0%A4%A; refreshToken=%; staffToken=%ZZ';
    let visitor = 0;
    let asked = 0;
    for (const route of routes) {
      if (route.method === 'get') continue;
      const url = route.path.replace(/\{(\w+)\}/g, '1');
      // Staff routes take the staff token, so the body is what is refused, not the visitor.
      const token = /^\/v1\/(reports|slgen)\b/.test(route.path) ? staff : customer;
      for (const payload of bodies) {
        visitor += 1;
        asked += 1;
        const res = await t.app.inject({
          method: route.method.toUpperCase() as 'POST',
          url: `${url}?holdingId=1`,
          headers: {
            ...bearer(token),
            cookie,
            'content-type': 'application/json',
            'x-forwarded-for': `198.19.${visitor >> 8}.${visitor & 255}`,
          },
          payload,
        });
        const context = `${route.method.toUpperCase()} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, context).toBe(400);
        expect(res.json().message, context).toBe(tooDeepMessage);
      }
      // A multipart type without its boundary: refused, by the upload too (busboy's own error).
      visitor += 1;
      const res = await t.app.inject({
        method: route.method.toUpperCase() as 'POST',
        url: `${url}?holdingId=1`,
        headers: {
          ...bearer(token),
          cookie,
          'content-type': 'multipart/form-data',
          'x-forwarded-for': `198.19.${visitor >> 8}.${visitor & 255}`,
        },
        payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n1\r\n--x--\r\n',
      });
      const context = `${route.method.toUpperCase()} ${url} multipart → ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, context).toBeLessThan(500);
      expect(res.json().message, context).toBeTruthy();
    }
    expect(asked).toBeGreaterThan(20);
  });

  it('ends a staff session with a plain logout after one whose body nested deep was refused', async () => {
    const session = await t.app.inject({
      method: 'POST',
      url: '/v1/reports/auth/login?holdingId=1',
      headers: { 'x-forwarded-for': '198.19.255.1' },
      payload: { login: 'fuzz', password: 'fuzz-password' },
    });
    const own = bearer(session.json().token);
    const logout = (payload?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/reports/auth/logout?holdingId=1',
        headers: { ...own, ...(payload && { 'content-type': 'application/json' }) },
        ...(payload && { payload }),
      });
    const me = () => t.app.inject({ url: '/v1/reports/me?holdingId=1', headers: own });
    expect((await logout('['.repeat(5000) + ']'.repeat(5000))).statusCode).toBe(400);
    expect((await me()).statusCode).toBe(200);
    expect((await logout()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('answers NUL or a lone surrogate in every string field of every route without a 5xx', async () => {
    let visitor = 0;
    for (const route of routes)
      for (const bad of UNSTORABLE) {
        const parameters = route.operation.parameters ?? [];
        const valueOf = (p: Parameter) =>
          p.name === 'holdingId' || p.schema?.type === 'integer' ? '1' : queryText(bad);
        const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
          const p = parameters.find((q) => q.in === 'path' && q.name === name);
          return p ? valueOf(p) : '1';
        });
        const query = parameters
          .filter((p) => p.in === 'query')
          .map((p) => `${p.name}=${valueOf(p)}`)
          .join('&');
        const json = route.operation.requestBody?.content?.['application/json']?.schema;
        const token = route.path.startsWith('/v1/reports') ? staff : customer;
        visitor += 1;
        const res = await t.app.inject({
          method: route.method.toUpperCase() as 'GET',
          url: query ? `${url}?${query}` : url,
          headers: {
            ...bearer(token),
            'content-type': 'application/json',
            // A visitor of its own per request, so the per-address limits stay out of the way.
            'x-forwarded-for': `198.18.${visitor >> 8}.${visitor & 255}`,
          },
          ...(json ? { payload: JSON.stringify(poisoned(doc, json, bad)) } : {}),
        });
        const context = `${route.method.toUpperCase()} ${url}?${query} ${JSON.stringify(bad)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, context).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().message, context).toBeTruthy();
      }
  }, 600_000);
});
