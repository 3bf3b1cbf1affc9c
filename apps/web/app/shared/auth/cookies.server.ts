// The visitor's tokens live in httpOnly cookies: page scripts never read them (DESIGN.md 5).
export const ACCESS_COOKIE = 'token';
export const REFRESH_COOKIE = 'refreshToken';
const REFRESH_MAX_AGE = 30 * 24 * 3600;

export interface Tokens {
  access?: string;
  refresh?: string;
}

export function parseCookies(header: string | null): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      out.set(name, decodeURIComponent(raw));
    } catch {
      out.set(name, raw);
    }
  }
  return out;
}

// What a JWT is made of: a cookie holding anything else (a broken escape, a line break, a letter
// outside Latin-1) holds no token, and would not even go into an Authorization header.
const TOKEN = /^[A-Za-z0-9._~+/=-]{1,4096}$/;

/** The cookie's value when it is a token, else undefined. */
export const tokenOf = (value: string | undefined) =>
  value && TOKEN.test(value) ? value : undefined;

export function readTokens(cookies: Map<string, string>): Tokens {
  return {
    access: tokenOf(cookies.get(ACCESS_COOKIE)),
    refresh: tokenOf(cookies.get(REFRESH_COOKIE)),
  };
}

/** Seconds until the token's exp claim; the cookie expires with the token (SPEC 3). */
function secondsToExpiry(jwt: string, fallback: number): number {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
    if (typeof payload.exp === 'number')
      return Math.max(0, payload.exp - Math.floor(Date.now() / 1000));
  } catch (error) {
    console.error('Token decode error', error);
  }
  return fallback;
}

function cookie(name: string, value: string, maxAge: number, secure: boolean): string {
  const flags = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`];
  if (secure) flags.push('Secure');
  return `${name}=${encodeURIComponent(value)}; ${flags.join('; ')}`;
}

export function tokenCookies(
  tokens: { token: string; refreshToken: string },
  secure: boolean,
): string[] {
  return [
    cookie(ACCESS_COOKIE, tokens.token, secondsToExpiry(tokens.token, 900), secure),
    cookie(
      REFRESH_COOKIE,
      tokens.refreshToken,
      secondsToExpiry(tokens.refreshToken, REFRESH_MAX_AGE),
      secure,
    ),
  ];
}

export function clearTokenCookies(secure: boolean): string[] {
  return [cookie(ACCESS_COOKIE, '', 0, secure), cookie(REFRESH_COOKIE, '', 0, secure)];
}
