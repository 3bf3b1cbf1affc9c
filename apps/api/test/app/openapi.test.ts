import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../helper.ts';

describe(`OpenAPI document and docs page on ${testDbLabel}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serves the document at /openapi.json with every /v1 route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toMatchObject({ title: 'Dealer group API', version: '1.0.0' });
    expect(doc.servers).toHaveLength(1);
    // Every area adds its paths; the platform's own must stay.
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/health', '/v1/redirects']));
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/v1/'))).toBe(true);
    const params = doc.paths['/v1/redirects'].get.parameters.map(
      (p: { name: string; in: string }) => `${p.in}:${p.name}`,
    );
    expect(params.sort()).toEqual(['query:holdingId', 'query:url']);
    expect(
      doc.paths['/v1/redirects'].get.responses['400'].content['application/json'].schema.$ref,
    ).toBe('#/components/schemas/ServerError');
  });

  it('serves the docs page and its assets from the package', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
    const css = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
  });
});
