import { data, redirect } from 'react-router';
import {
  CITY_COOKIE,
  CITY_COOKIE_MAX_AGE,
  parseCityCode,
  isKnownFilterSegment,
  resolveGuards,
} from '@dealer/domain';
import type { CityCode, GuardName, RouteRow } from '@dealer/domain';

export interface GuardInput {
  row: RouteRow;
  url: URL;
  params: Readonly<Record<string, string | undefined>>;
  cookies: Map<string, string>;
  /** The city the request resolved to (query, then cookie, then Moscow). */
  city: CityCode;
  isLoggedIn: boolean;
  isStaff: boolean;
  /** Served over HTTPS: cookies get Secure. */
  secure: boolean;
}

export interface GuardOutcome {
  city: CityCode;
  setCookies: string[];
}

type Guard = (input: GuardInput, outcome: GuardOutcome) => void;

function cityCookie(city: CityCode, secure: boolean): string {
  const flags = secure ? '; Secure' : '';
  return `${CITY_COOKIE}=${city}; Path=/; Max-Age=${CITY_COOKIE_MAX_AGE}; SameSite=Lax${flags}`;
}

// A city chosen through ?city is remembered in the cookie for 7 days (SPEC 3, 4).
const rememberCity: Guard = (input, outcome) => {
  const fromQuery = parseCityCode(input.url.searchParams.get('city'));
  if (fromQuery && input.cookies.get(CITY_COOKIE) !== fromQuery)
    outcome.setCookies.push(cityCookie(fromQuery, input.secure));
};

const guards: Record<GuardName, Guard> = {
  authenticated(input) {
    if (input.isLoggedIn) return;
    throw redirect(
      `/lk/auth/?redirect=${encodeURIComponent(input.url.pathname + input.url.search)}`,
    );
  },
  'authenticated-reports'(input) {
    if (input.isStaff) return;
    throw redirect(
      `/reports/auth/?redirect=${encodeURIComponent(input.url.pathname + input.url.search)}`,
    );
  },
  city: rememberCity,
  // Contact pages take the city from their :code segment when it names one.
  'city-contacts'(input, outcome) {
    const fromCode = parseCityCode(input.params.code ?? null);
    if (fromCode) {
      outcome.city = fromCode;
      if (input.cookies.get(CITY_COOKIE) !== fromCode)
        outcome.setCookies.push(cityCookie(fromCode, input.secure));
      return;
    }
    rememberCity(input, outcome);
  },
  'validate-filter'(input) {
    const filter = input.params.filter;
    // A segment of a known shape with a value no filter has ('bodytype-zvonite') names no page either.
    if (filter !== undefined && !isKnownFilterSegment(filter)) {
      throw data(null, { status: 404, statusText: `Page Not Found: ${input.url.pathname}` });
    }
  },
};

/** Runs the row's named guards in order; an unknown name throws «Unknown route middleware». */
export function runGuards(input: GuardInput): GuardOutcome {
  const outcome: GuardOutcome = { city: input.city, setCookies: [] };
  for (const name of resolveGuards(input.row.guards)) guards[name](input, outcome);
  return outcome;
}
