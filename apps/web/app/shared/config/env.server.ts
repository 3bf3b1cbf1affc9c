import { parseHostMap } from '@dealer/domain';
import type { HoldingId } from '@dealer/domain';

// The web's environment, read once and failing fast with a message that names the variable.
// Both the Node server (server/index.ts) and the rendered app read it from here.
function readInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

function readUrl(name: string, fallback: string): string {
  const raw = process.env[name] || fallback;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

export const env = {
  port: readInt('PORT', 3000),
  host: process.env.HOST || undefined,
  apiUrl: readUrl('API_URL', 'http://127.0.0.1:4000'),
  apiTimeoutMs: readInt('API_TIMEOUT_MS', 5000),
  hostMap: parseHostMap(process.env.WEB_HOST_MAP || 'localhost=1,h2.localhost=2'),
  defaultHoldingId: (process.env.WEB_DEFAULT_HOLDING === '2' ? 2 : 1) as HoldingId,
  redirectCacheMs: readInt('REDIRECT_CACHE_MS', 60_000),
  pageCacheEntries: readInt('PAGE_CACHE_ENTRIES', 1000),
};
