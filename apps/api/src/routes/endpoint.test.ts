import { endpoints } from '@dealer/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { endpoint } from './endpoint.ts';
import { errorResponses } from './error-responses.ts';

const docs = { tags: ['x'], summary: 'x', operationId: 'x', errors: errorResponses(400) };

describe('the endpoint map and the routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('registers every endpoint of the map, and every JSON route comes from it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      // Files (images, investor documents, a lead's attachments, a booking's calendar file) are
      // no JSON endpoints.
      .filter(
        ([path]) =>
          !/^\/v1\/(images|store\/image)\/|^\/v1\/investors\/documents\/\{id\}\/file$/.test(path) &&
          path !== '/v1/reports/leads/{id}/files/{fileId}' &&
          path !== '/v1/timeslots/bookings/{id}/calendar.ics',
      )
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => method !== 'head')
          .map((method) => `${method.toUpperCase()} ${path.slice(3).replace(/\{(\w+)\}/g, ':$1')}`),
      );
    expect(documented.sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('takes the URL under the plugin prefix and refuses an endpoint outside it', () => {
    expect(endpoint({ prefix: '/v1/catalog' }, 'GET /catalog/:id', docs).url).toBe('/:id');
    expect(endpoint({ prefix: '/v1/catalog' }, 'GET /catalog', docs).url).toBe('');
    expect(() => endpoint({ prefix: '/v1/store' }, 'GET /catalog/:id', docs)).toThrow(/outside/);
    expect(() => endpoint({ prefix: '/v1/catalog' }, 'GET /catalogue-x' as never, docs)).toThrow();
  });
});
