import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[скрыто]';

// Fields that name or reach a person (152-FZ) or open an account, wherever a log line carries them.
const PERSONAL = [
  'phone',
  'email',
  'name',
  'firstname',
  'lastname',
  'middlename',
  'firstName',
  'lastName',
  'middleName',
  'password',
  'smsCode',
  'token',
  'refreshToken',
  'body',
  'query',
];
const REDACT_PATHS = [
  ...PERSONAL,
  ...PERSONAL.map((field) => `*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-forwarded-for"]',
];

// Query parameters that carry the same (GET /catalog/report?phone=..., ?ip=...).
const PERSONAL_QUERY = new Set(['phone', 'code', 'smscode', 'token', 'email', 'name', 'ip']);

// The URL as logged: the path, and the query with personal values replaced.
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = new URLSearchParams(url.slice(mark + 1));
  for (const key of [...query.keys()])
    if (PERSONAL_QUERY.has(key.toLowerCase())) query.set(key, REDACTED);
  return `${url.slice(0, mark)}?${query.toString()}`;
}

type RequestLike = { method: string; url: string; ip?: string; hostname?: string };

// The API's logger: redaction of personal fields, and requests logged without personal query values.
// The development SMS adapter's line ({ sms: { to, text } }) is meant to be read and stays whole.
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (req: RequestLike) => ({
        method: req.method,
        url: loggedUrl(req.url),
        host: req.hostname,
      }),
    },
  };
}
