import { describe, expect, it } from 'vitest';
import { routeByName } from '@dealer/domain';
import type { RouteRow } from '@dealer/domain';
import { runGuards } from './guards.server.ts';
import type { GuardInput } from './guards.server.ts';

function input(row: RouteRow, path: string, extra: Partial<GuardInput> = {}): GuardInput {
  return {
    row,
    url: new URL(path, 'http://localhost'),
    params: {},
    cookies: new Map(),
    city: 'msk',
    isLoggedIn: false,
    isStaff: false,
    secure: false,
    ...extra,
  };
}

function thrown(fn: () => unknown): { status?: number; location?: string | null } {
  try {
    fn();
    return {};
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, location: error.headers.get('location') };
    return { status: (error as { init?: ResponseInit }).init?.status };
  }
}

const lkProfile = routeByName('lk-profile')!;
const reports = routeByName('reports')!;
const home = routeByName('index')!;
const contactsCode = routeByName('contacts-code')!;
const filterRow = routeByName('cars-condition-mark-model-filter')!;

describe('guards (SPEC 2.1)', () => {
  it('authenticated sends an anonymous visitor to the login with the way back', () => {
    expect(thrown(() => runGuards(input(lkProfile, '/lk/profile/?tab=1')))).toEqual({
      status: 302,
      location: '/lk/auth/?redirect=%2Flk%2Fprofile%2F%3Ftab%3D1',
    });
    expect(thrown(() => runGuards(input(lkProfile, '/lk/profile/', { isLoggedIn: true })))).toEqual(
      {},
    );
  });

  it('authenticated-reports needs a staff session; a customer token is not enough', () => {
    expect(thrown(() => runGuards(input(reports, '/reports/', { isLoggedIn: true }))).status).toBe(
      302,
    );
    expect(thrown(() => runGuards(input(reports, '/reports/', { isStaff: true })))).toEqual({});
  });

  it('city remembers a city chosen through ?city in the cookie for 7 days, once', () => {
    expect(runGuards(input(home, '/?city=spb', { city: 'spb' })).setCookies).toEqual([
      'siteCityCode=spb; Path=/; Max-Age=604800; SameSite=Lax',
    ]);
    const same = input(home, '/?city=spb', {
      city: 'spb',
      cookies: new Map([['siteCityCode', 'spb']]),
    });
    expect(runGuards(same).setCookies).toEqual([]);
    expect(runGuards(input(home, '/?city=krasnodar')).setCookies).toEqual([]);
  });

  it('the city cookie is Secure when the site is served over HTTPS', () => {
    const secure = input(home, '/?city=spb', { city: 'spb', secure: true });
    expect(runGuards(secure).setCookies).toEqual([
      'siteCityCode=spb; Path=/; Max-Age=604800; SameSite=Lax; Secure',
    ]);
  });

  it('city-contacts takes the city from the contacts code', () => {
    const outcome = runGuards(input(contactsCode, '/contacts/spb/', { params: { code: 'spb' } }));
    expect(outcome.city).toBe('spb');
    expect(outcome.setCookies).toHaveLength(1);
  });

  it('validate-filter rejects a filter segment with an unknown prefix', () => {
    const params = { condition: 'used', mark: 'bmw', model: 'x5' };
    expect(
      thrown(() =>
        runGuards(
          input(filterRow, '/cars/used/bmw/x5/colour-red/', {
            params: { ...params, filter: 'colour-red' },
          }),
        ),
      ).status,
    ).toBe(404);
    expect(
      thrown(() =>
        runGuards(
          input(filterRow, '/cars/used/bmw/x5/colorgroup-red/', {
            params: { ...params, filter: 'colorgroup-red' },
          }),
        ),
      ),
    ).toEqual({});
  });

  it('validate-filter rejects a known prefix with a value its filter does not have', () => {
    const params = { condition: 'used', mark: 'bmw', model: 'x5' };
    for (const filter of ['bodytype-zvonite-8-900-123-45-67', 'colorgroup-purple', 'year-2999']) {
      const error = thrown(() =>
        runGuards(
          input(filterRow, `/cars/used/bmw/x5/${filter}/`, { params: { ...params, filter } }),
        ),
      );
      expect(error.status, filter).toBe(404);
    }
  });

  it('an unknown guard name raises «Unknown route middleware»', () => {
    const broken = { ...home, guards: ['city', 'no-such-guard'] } as unknown as RouteRow;
    expect(() => runGuards(input(broken, '/'))).toThrow('Unknown route middleware');
  });
});
