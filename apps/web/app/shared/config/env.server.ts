import { MAPS_DEFAULTS, parseHostMap, validateGtmId } from '@dealer/domain';
import type { HoldingId } from '@dealer/domain';
import { z } from 'zod';
import { frameAncestorsVar, publicUrlVar, trustProxyVar } from './env-security.server.ts';

// The web's environment: one zod schema read once, failing fast with a message that names the
// variable. Both the Node server (server/server.ts) and the rendered app read it from here.

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An optional variable: unset and blank read as missing, the rest is trimmed first. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    schema.optional(),
  );
}

function positiveInt(name: string, fallback: number) {
  return optional(
    z.string().refine((raw) => Number.isInteger(Number(raw)) && Number(raw) > 0, {
      error: (issue) => `${name} must be a positive integer, got "${String(issue.input)}"`,
    }),
  ).transform((raw) => (raw === undefined ? fallback : Number(raw)));
}

function absoluteUrl(name: string, fallback: string) {
  return optional(
    z.string().refine((raw) => URL.canParse(raw), {
      error: (issue) => `${name} must be an absolute URL, got "${String(issue.input)}"`,
    }),
  ).transform((raw) => new URL(raw ?? fallback).toString().replace(/\/$/, ''));
}

// Analytics (SPEC 5, 9): a wrong container id stops start-up with the SPEC message and its hint.
const gtmId = optional(
  z.string().superRefine((raw, ctx) => {
    const check = validateGtmId(raw);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: `GTM_ID: ${check.error}` });
  }),
).transform((raw) => raw ?? null);

function counter(name: string) {
  return optional(
    z.string().regex(/^\d+$/, {
      error: (issue) =>
        `${name} must be a Yandex Metrica counter id (digits), got "${String(issue.input)}"`,
    }),
  ).transform((raw) => raw ?? null);
}

/** Where the holding's app is published; null while it is not in that store (SPEC 2.3 app pages). */
export interface AppStoreLinks {
  appStore: string | null;
  googlePlay: string | null;
  ruStore: string | null;
}

function storeUrl(name: string) {
  return optional(
    z.string().refine((raw) => URL.canParse(raw) && new URL(raw).protocol === 'https:', {
      error: (issue) =>
        `${name} must be the https:// address of the app in the store, got "${String(issue.input)}"`,
    }),
  ).transform((raw) => raw ?? null);
}

const hostMap = z
  .string()
  .default('localhost=1,h2.localhost=2')
  .transform((raw, ctx) => {
    try {
      return parseHostMap(raw || 'localhost=1,h2.localhost=2');
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `WEB_HOST_MAP: ${(error as Error).message}` });
      return z.NEVER;
    }
  });

const STORE_VARS = [1, 2].flatMap((holding) =>
  (['IOS', 'ANDROID', 'RUSTORE'] as const).map((store) => `MOBILE_APP_${store}_URL_${holding}`),
);

const schema = z.object({
  PORT: positiveInt('PORT', 3000),
  HOST: optional(z.string()),
  API_URL: absoluteUrl('API_URL', 'http://127.0.0.1:4000'),
  API_TIMEOUT_MS: positiveInt('API_TIMEOUT_MS', 5000),
  WEB_HOST_MAP: hostMap,
  WEB_DEFAULT_HOLDING: optional(
    z.enum(['1', '2'], { error: 'WEB_DEFAULT_HOLDING must be 1 or 2' }),
  ).transform((raw) => (raw === '2' ? 2 : 1) as HoldingId),
  REDIRECT_CACHE_MS: positiveInt('REDIRECT_CACHE_MS', 60_000),
  PAGE_CACHE_ENTRIES: positiveInt('PAGE_CACHE_ENTRIES', 1000),
  WEB_WORKERS: positiveInt('WEB_WORKERS', 1),
  GTM_ID: gtmId,
  YM_COUNTER_ID_1: counter('YM_COUNTER_ID_1'),
  YM_COUNTER_ID_2: counter('YM_COUNTER_ID_2'),
  ...Object.fromEntries(STORE_VARS.map((name) => [name, storeUrl(name)])),
  GTM_SCRIPT_URL: absoluteUrl('GTM_SCRIPT_URL', 'https://www.googletagmanager.com/gtm.js'),
  YM_SCRIPT_URL: absoluteUrl('YM_SCRIPT_URL', 'https://mc.yandex.ru/metrika/tag.js'),
  // SPEC 5: a map needs its key; without one the contact pages show the list and map links only.
  YANDEX_MAPS_API_KEY: optional(
    z.string().regex(/^[A-Za-z0-9-]{8,64}$/, {
      error:
        'YANDEX_MAPS_API_KEY must be the key of the Yandex Maps JS API (letters, digits, dashes)',
    }),
  ).transform((raw) => raw ?? null),
  YANDEX_MAPS_SCRIPT_URL: absoluteUrl('YANDEX_MAPS_SCRIPT_URL', 'https://api-maps.yandex.ru/v3/'),
  PUBLIC_URL_1: publicUrlVar('PUBLIC_URL_1'),
  PUBLIC_URL_2: publicUrlVar('PUBLIC_URL_2'),
  WEB_TRUST_PROXY: trustProxyVar('WEB_TRUST_PROXY'),
  IFRAME_ALLOWED_ORIGINS: frameAncestorsVar('IFRAME_ALLOWED_ORIGINS'),
  // The developer pages (/authorization/dev) exist only in development, as in the API.
  NODE_ENV: optional(z.enum(['development', 'test', 'production'])),
});

function mapsScript(base: string, key: string): string {
  const url = new URL(base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('apikey', key);
  url.searchParams.set('lang', MAPS_DEFAULTS.lang);
  return url.toString();
}

/** Reads the variables; throws one error naming every bad variable. */
export function parseWebEnv(source: Record<string, string | undefined>) {
  // Operators read these messages: English whatever the site's language.
  const result = schema.safeParse(source, { error: z.locales.en().localeError });
  if (!result.success) {
    const lines = result.error.issues.map((issue) =>
      issue.code === 'custom' || issue.message.includes(String(issue.path[0]))
        ? `  - ${issue.message}`
        : `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const raw = result.data;
  const stores = raw as unknown as Record<string, string | null>;
  const appStores = (holding: HoldingId): AppStoreLinks => ({
    appStore: stores[`MOBILE_APP_IOS_URL_${holding}`] ?? null,
    googlePlay: stores[`MOBILE_APP_ANDROID_URL_${holding}`] ?? null,
    ruStore: stores[`MOBILE_APP_RUSTORE_URL_${holding}`] ?? null,
  });
  return {
    port: raw.PORT,
    host: raw.HOST,
    apiUrl: raw.API_URL,
    apiTimeoutMs: raw.API_TIMEOUT_MS,
    hostMap: raw.WEB_HOST_MAP,
    defaultHoldingId: raw.WEB_DEFAULT_HOLDING,
    redirectCacheMs: raw.REDIRECT_CACHE_MS,
    pageCacheEntries: raw.PAGE_CACHE_ENTRIES,
    /** Processes serving the site's port (node:cluster): one per core given to the web. */
    workers: raw.WEB_WORKERS,
    gtmId: raw.GTM_ID,
    /** Metrica counter per holding. */
    ymCounters: { 1: raw.YM_COUNTER_ID_1, 2: raw.YM_COUNTER_ID_2 } as Record<
      HoldingId,
      string | null
    >,
    /** The app's store addresses per holding. */
    mobileAppStores: { 1: appStores(1), 2: appStores(2) } as Record<HoldingId, AppStoreLinks>,
    /** Script hosts, overridable so tests serve local stand-ins. */
    gtmScriptUrl: raw.GTM_SCRIPT_URL,
    ymScriptUrl: raw.YM_SCRIPT_URL,
    /** The maps script with its key and SPEC 9 language, or null: no key, no map. */
    mapsScriptUrl: raw.YANDEX_MAPS_API_KEY
      ? mapsScript(raw.YANDEX_MAPS_SCRIPT_URL, raw.YANDEX_MAPS_API_KEY)
      : null,
    /** Each holding's public address: absolute links and QR codes never come from the Host header. */
    publicUrls: {
      1: raw.PUBLIC_URL_1 ?? `http://localhost:${raw.PORT}`,
      2: raw.PUBLIC_URL_2 ?? `http://h2.localhost:${raw.PORT}`,
    } as Record<HoldingId, string>,
    /** Which peers may tell the visitor's address and scheme (X-Forwarded-*, Forwarded). */
    trustProxy: raw.WEB_TRUST_PROXY,
    /** The sites that may frame /iframe/* pages; ['*'] is any site. */
    iframeAncestors: raw.IFRAME_ALLOWED_ORIGINS,
    /** A developer's run (NODE_ENV unset or development): the developer sign-in page exists. */
    development: (raw.NODE_ENV ?? 'development') === 'development',
  };
}

export const env = parseWebEnv(process.env);
