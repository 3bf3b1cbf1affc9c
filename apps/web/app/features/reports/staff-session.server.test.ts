import { describe, expect, it } from 'vitest';
import { deskTarget } from './staff-session.server.ts';

const deskOf = (value: string | null) =>
  deskTarget(
    new Request(
      `http://localhost/reports/auth/${value === null ? '' : `?redirect=${encodeURIComponent(value)}`}`,
    ),
  );

describe('deskTarget', () => {
  it('returns to a staff page (the desk or /slgen) and nowhere else', () => {
    expect(deskOf('/reports/42/')).toBe('/reports/42/');
    expect(deskOf('/slgen/')).toBe('/slgen/');
    expect(deskOf('/SLGEN/')).toBe('/SLGEN/');
    for (const other of [
      '//evil.example/',
      'https://evil.example/slgen/',
      '/slgenx/',
      '/lk/',
      null,
    ])
      expect(deskOf(other)).toBe('/reports/');
    expect(deskOf('/slgen/\\evil')).toBe('/slgen//evil');
    expect(deskOf('/\t/evil.example/reports/')).toBe('/reports/');
    expect(deskOf('/reports/\u0001/лиды/')).toBe('/reports/%01/%D0%BB%D0%B8%D0%B4%D1%8B/');
  });
});
