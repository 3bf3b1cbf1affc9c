import { describe, expect, it } from 'vitest';
import { collapsedTarget, hostName, refusal } from './request-guard.ts';

describe('request guard', () => {
  it('reads well-formed Host headers and refuses broken ones', () => {
    expect(hostName('LocalHost:3000')).toBe('localhost');
    expect(hostName('h2.localhost')).toBe('h2.localhost');
    expect(hostName('www.vektor-motors.example.')).toBe('www.vektor-motors.example.');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    for (const bad of ['a b', '<x>', '[::1', 'a..b', 'x:99999', 'localhost/x', '', undefined])
      expect(hostName(bad), String(bad)).toBeNull();
  });

  it('refuses methods the site does not speak with 405 and Allow, broken targets and hosts with 400', () => {
    expect(refusal('TRACE', '/', 'localhost')).toMatchObject({ status: 405 });
    expect(refusal('TRACE', '/', 'localhost')?.headers?.allow).toContain('GET');
    expect(refusal('GET', 'http://evil.example/', 'localhost')?.status).toBe(400);
    expect(refusal('GET', '/', '<x>')?.status).toBe(400);
    expect(refusal('POST', '/auth/validate/', 'localhost:3000')).toBeNull();
  });

  it('collapses leading slashes and backslashes into one slash', () => {
    expect(collapsedTarget('//evil.example/cars/new')).toBe('/evil.example/cars/new');
    expect(collapsedTarget('/\\evil.example/x?a=1')).toBe('/evil.example/x?a=1');
    expect(collapsedTarget('/\\/\\evil')).toBe('/evil');
    expect(collapsedTarget('/cars/new/')).toBeNull();
    expect(collapsedTarget('/%2F%2Fevil.example/')).toBeNull();
  });
});
