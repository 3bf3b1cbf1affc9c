import {
  GUARDS,
  type GuardName,
  type RouteContext,
  type RouteParams,
  type RouteRow,
  type ValidateResult,
} from './types.ts';

/** SPEC 5: the default failure, 404 with «Page Not Found: {path}». */
export function notFound(path: string): { statusCode: number; message: string } {
  return { statusCode: 404, message: `Page Not Found: ${path}` };
}

/** SPEC 2.2 step 1: the row must exist on the holding and its params must pass. */
export function validateRoute(
  row: RouteRow,
  params: RouteParams,
  ctx: RouteContext,
): ValidateResult {
  if (!row.holdings.includes(ctx.holdingId)) return notFound(ctx.path);
  if (row.validate && !row.validate(params, ctx)) return notFound(ctx.path);
  return true;
}

/** First path segments whose paths may hold uppercase letters (SPEC 5). */
export const UPPERCASE_EXCEPTIONS: readonly string[] = [
  'report',
  'reports',
  'webpay',
  'pay',
  'feed',
  'price-tags',
  'slgen',
  'sl',
  'qr',
];

/**
 * SPEC 2.2 step 5: a path with an uppercase letter is a 404, unless its first segment is one of
 * the exceptions ('/sl/X' is excepted, '/slides/X' is not). Percent-escapes are decoded first,
 * so their hex digits never count but an encoded capital letter does.
 */
export function hasUppercaseViolation(pathname: string): boolean {
  const first = pathname.split('/').find((s) => s !== '') ?? '';
  if (UPPERCASE_EXCEPTIONS.includes(first)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname.replace(/%[0-9A-Fa-f]{0,2}/g, '');
  }
  return /\p{Lu}/u.test(decoded);
}

// Up to 12 letters: .webmanifest (the installable app's manifest) is a file too.
const FILE_LIKE = /\.[A-Za-z0-9]{1,12}$/;

/**
 * SPEC 2.2 step 3, 9: every path but the root ends with a slash. Returns the redirect target
 * (query kept) or null; file-like paths such as /robots.txt or /sw.js are left alone.
 */
export function trailingSlashRedirect(pathname: string, search = ''): string | null {
  if (pathname === '' || pathname.endsWith('/')) return null;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (FILE_LIKE.test(last)) return null;
  const query =
    search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `${pathname}/${query}`;
}

function isGuardName(name: string): name is GuardName {
  return GUARDS.some((guard) => guard === name);
}

/** SPEC 2.1: guard names as typed values; an unknown one raises «Unknown route middleware». */
export function resolveGuards(names: readonly string[]): GuardName[] {
  return names.map((name) => {
    if (!isGuardName(name)) throw new Error('Unknown route middleware', { cause: name });
    return name;
  });
}

/** SPEC 2.9: a path with an /lk segment is a personal-area page (logout then returns to /). */
export function isLkPath(pathname: string): boolean {
  return /(^|\/)lk(\/|$)/.test(pathname);
}

/** SPEC 2.2 scrolling: only the vehicle card keeps its scroll position. */
export function keepsScrollPosition(routeName: string | undefined): boolean {
  return routeName === 'catalog-id';
}
