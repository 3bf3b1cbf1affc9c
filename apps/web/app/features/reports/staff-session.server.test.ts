import { describe, expect, it } from 'vitest';
import { deskTarget } from './staff-session.server.ts';

describe('deskTarget', () => {
  it('returns to a staff page (the desk or /slgen) and nowhere else', () => {
    expect(deskTarget('/reports/42/')).toBe('/reports/42/');
    expect(deskTarget('/slgen/')).toBe('/slgen/');
    expect(deskTarget('/SLGEN/')).toBe('/SLGEN/');
    for (const other of [
      '//evil.example/',
      'https://evil.example/slgen/',
      '/slgenx/',
      '/lk/',
      null,
    ])
      expect(deskTarget(other)).toBe('/reports/');
    expect(deskTarget('/slgen/\\evil')).toBe('/reports/');
  });
});
