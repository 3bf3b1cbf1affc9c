import { parseHostMap, validateGtmId } from '@dealer/domain';
import type { HoldingId } from '@dealer/domain';
import { readFrameAncestors, readPublicUrl, readTrustProxy } from './env-security.server.ts';

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

// Analytics (SPEC 5, 9): a wrong container id stops start-up with the SPEC message and its hint.
function readGtmId(): string | null {
  const raw = process.env.GTM_ID?.trim();
  if (!raw) return null;
  const check = validateGtmId(raw);
  if (!check.ok) throw new Error(`GTM_ID: ${check.error}`);
  return raw;
}

function readCounter(name: string): string | null {
  const raw = process.env[name]?.trim();
  if (!raw) return null;
  if (!/^\d+$/.test(raw))
    throw new Error(`${name} must be a Yandex Metrica counter id (digits), got "${raw}"`);
  return raw;
}

/** Where the holding's app is published; null while it is not in that store (SPEC 2.3 app pages). */
export interface AppStoreLinks {
  appStore: string | null;
  googlePlay: string | null;
  ruStore: string | null;
}

function readStoreUrl(name: string): string | null {
  const raw = process.env[name]?.trim();
  if (!raw) return null;
  if (!URL.canParse(raw) || new URL(raw).protocol !== 'https:') {
    throw new Error(`${name} must be the https:// address of the app in the store, got "${raw}"`);
  }
  return raw;
}

function readAppStores(holdingId: HoldingId): AppStoreLinks {
  return {
    appStore: readStoreUrl(`MOBILE_APP_IOS_URL_${holdingId}`),
    googlePlay: readStoreUrl(`MOBILE_APP_ANDROID_URL_${holdingId}`),
    ruStore: readStoreUrl(`MOBILE_APP_RUSTORE_URL_${holdingId}`),
  };
}

const port = readInt('PORT', 3000);

export const env = {
  port,
  host: process.env.HOST || undefined,
  apiUrl: readUrl('API_URL', 'http://127.0.0.1:4000'),
  apiTimeoutMs: readInt('API_TIMEOUT_MS', 5000),
  hostMap: parseHostMap(process.env.WEB_HOST_MAP || 'localhost=1,h2.localhost=2'),
  defaultHoldingId: (process.env.WEB_DEFAULT_HOLDING === '2' ? 2 : 1) as HoldingId,
  redirectCacheMs: readInt('REDIRECT_CACHE_MS', 60_000),
  pageCacheEntries: readInt('PAGE_CACHE_ENTRIES', 1000),
  gtmId: readGtmId(),
  /** Metrica counter per holding. */
  ymCounters: { 1: readCounter('YM_COUNTER_ID_1'), 2: readCounter('YM_COUNTER_ID_2') } as Record<
    HoldingId,
    string | null
  >,
  /** The app's store addresses per holding. */
  mobileAppStores: { 1: readAppStores(1), 2: readAppStores(2) } as Record<HoldingId, AppStoreLinks>,
  /** Script hosts, overridable so tests serve local stand-ins. */
  gtmScriptUrl: readUrl('GTM_SCRIPT_URL', 'https://www.googletagmanager.com/gtm.js'),
  ymScriptUrl: readUrl('YM_SCRIPT_URL', 'https://mc.yandex.ru/metrika/tag.js'),
  /** Each holding's public address: absolute links and QR codes never come from the Host header. */
  publicUrls: {
    1: readPublicUrl('PUBLIC_URL_1', `http://localhost:${port}`),
    2: readPublicUrl('PUBLIC_URL_2', `http://h2.localhost:${port}`),
  } as Record<HoldingId, string>,
  /** Which peers may tell the visitor's address and scheme (X-Forwarded-*, Forwarded). */
  trustProxy: readTrustProxy('WEB_TRUST_PROXY'),
  /** The sites that may frame /iframe/* pages; ['*'] is any site. */
  iframeAncestors: readFrameAncestors('IFRAME_ALLOWED_ORIGINS'),
};
