import { isIP } from 'node:net';
import { z } from 'zod';

// The web's security settings: zod schemas of env.server.ts's one environment schema.

const trimmed = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.string().optional(),
);

/** The holding's public address: an http(s) origin, no path, no query; unset falls back later. */
export function publicUrlVar(name: string) {
  return trimmed.transform((raw, ctx) => {
    if (!raw) return undefined;
    const url = URL.parse(raw);
    if (
      !url ||
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      url.pathname !== '/' ||
      url.search ||
      url.hash ||
      url.username
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be an origin such as https://www.example.ru, got "${raw}"`,
      });
      return z.NEVER;
    }
    return url.origin;
  });
}

const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isTrustEntry(entry: string): boolean {
  if (TRUST_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  const validBits =
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  return family !== 0 && validBits && extra === undefined;
}

/**
 * WEB_TRUST_PROXY: unset or "none" trusts no peer (the web is the edge); otherwise a comma list of
 * addresses, CIDR ranges or the names loopback, linklocal and uniquelocal.
 */
export function trustProxyVar(name: string) {
  return trimmed.transform((raw, ctx) => {
    if (!raw || raw === 'none') return [];
    const entries = raw.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isTrustEntry(entry));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be "none" or addresses, CIDR ranges, loopback, linklocal or uniquelocal separated by commas, got "${bad}"`,
      });
      return z.NEVER;
    }
    return entries;
  });
}

/** IFRAME_ALLOWED_ORIGINS: unset lets any site embed the /iframe/ pages; else a space or comma list of origins. */
export function frameAncestorsVar(name: string) {
  return trimmed.transform((raw, ctx) => {
    if (!raw || raw === '*') return ['*'];
    const origins: string[] = [];
    for (const entry of raw.split(/[\s,]+/)) {
      const url = URL.parse(entry);
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/') {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must list origins such as https://partner.ru, got "${entry}"`,
        });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return origins;
  });
}
