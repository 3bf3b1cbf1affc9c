import { isIP } from 'node:net';

// The web's security settings, read and checked once like the rest of env.server.ts.

/** The holding's public address: an http(s) origin, no path, no query. */
export function readPublicUrl(name: string, fallback: string): string {
  const raw = process.env[name]?.trim() || fallback;
  const url = URL.parse(raw);
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username
  ) {
    throw new Error(`${name} must be an origin such as https://www.example.ru, got "${raw}"`);
  }
  return url.origin;
}

const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * WEB_TRUST_PROXY: unset or "none" trusts no peer (the web is the edge); otherwise a comma list of
 * addresses, CIDR ranges or the names loopback, linklocal and uniquelocal.
 */
export function readTrustProxy(name: string): string[] {
  const raw = process.env[name]?.trim() ?? '';
  if (raw === '' || raw === 'none') return [];
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const validBits =
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
    if (!TRUST_NAMES.has(entry) && (family === 0 || !validBits || extra !== undefined)) {
      throw new Error(
        `${name} must be "none" or addresses, CIDR ranges, loopback, linklocal or uniquelocal separated by commas, got "${entry}"`,
      );
    }
  }
  return entries;
}

/** IFRAME_ALLOWED_ORIGINS: unset lets any site embed the /iframe/ pages; else a space or comma list of origins. */
export function readFrameAncestors(name: string): string[] {
  const raw = process.env[name]?.trim() ?? '';
  if (raw === '' || raw === '*') return ['*'];
  return raw.split(/[\s,]+/).map((entry) => {
    const url = URL.parse(entry);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/')
      throw new Error(`${name} must list origins such as https://partner.ru, got "${entry}"`);
    return url.origin;
  });
}
