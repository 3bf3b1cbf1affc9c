import { describe, expect, it } from 'vitest';
import { redirectTarget, sameSitePath } from './redirect-target.server.ts';

const SITE = 'http://localhost:3000/lk/auth/';
const target = (value: string | null) => sameSitePath(value, SITE, '/lk/');

/** Where a browser goes with this Location, answered on the site's page. */
const landsOn = (location: string) => new URL(location, SITE).host;

describe('sameSitePath', () => {
  it('keeps a path of the site, its query and its fragment', () => {
    expect(target('/lk/garage/')).toBe('/lk/garage/');
    expect(target('/lk/orders/?page=2#top')).toBe('/lk/orders/?page=2#top');
    expect(target('http://localhost:3000/lk/cars/')).toBe('/lk/cars/');
    expect(target('/reports/../lk/')).toBe('/lk/');
  });

  it('never leaves the site, whatever a browser would drop or read as a slash', () => {
    for (const bad of [
      '//evil.example/',
      '///evil.example/',
      'https://evil.example/',
      'http://localhost:3001/',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example/',
      '/\r/evil.example/',
      '/\n/evil.example/',
      '\t//evil.example/',
      ' //evil.example/',
      '/.//evil.example/',
      '/./\t/evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      '',
      null,
      '/' + 'a'.repeat(3000),
    ]) {
      const location = target(bad);
      expect(location, JSON.stringify(bad)).toBe('/lk/');
    }
  });

  it('gives a plain ASCII header for control characters and non-ASCII paths', () => {
    for (const odd of ['/lk/\u0001x', '/лк/гараж/', '/lk/?q=ü\u0000', '/lk/#\u007f', '/😀/']) {
      const location = target(odd);
      expect(location).toMatch(/^\/[\x21-\x7e]*$/);
      expect(landsOn(location)).toBe('localhost:3000');
      // A Headers object (React Router's redirect) takes it without throwing.
      expect(() => new Headers({ location })).not.toThrow();
    }
    expect(target('/лк/')).toBe('/%D0%BB%D0%BA/');
  });

  it('narrows to the paths a caller allows, after the parser has read them', () => {
    const desk = /^\/(reports|slgen)(\/|$)/i;
    expect(sameSitePath('/reports/42/', SITE, '/reports/', desk)).toBe('/reports/42/');
    expect(sameSitePath('/SLGEN/', SITE, '/reports/', desk)).toBe('/SLGEN/');
    for (const bad of ['/slgenx/', '/lk/', '/reports/../lk/', '//evil.example/reports/'])
      expect(sameSitePath(bad, SITE, '/reports/', desk), bad).toBe('/reports/');
    // A backslash is a slash to the parser and to a browser: a path of the desk, not a host.
    expect(sameSitePath('/slgen/\\evil', SITE, '/reports/', desk)).toBe('/slgen//evil');
  });
});

describe('redirectTarget', () => {
  it('reads ?redirect= of the request against the request’s own origin', () => {
    const ask = (query: string) =>
      redirectTarget(new Request(`http://h2.localhost:3000/lk/auth/?${query}`), '/lk/');
    expect(ask('redirect=%2Flk%2Fgarage%2F')).toBe('/lk/garage/');
    expect(ask('redirect=%2F%09%2Fevil.example%2F')).toBe('/lk/');
    expect(ask('redirect=%2F%0D%0A%2Fevil.example%2F')).toBe('/lk/');
    expect(ask('redirect=http%3A%2F%2Flocalhost%3A3000%2Flk%2F')).toBe('/lk/');
    expect(ask('redirect=http%3A%2F%2Fh2.localhost%3A3000%2Flk%2Fcars%2F')).toBe('/lk/cars/');
    expect(ask('other=1')).toBe('/lk/');
  });
});
