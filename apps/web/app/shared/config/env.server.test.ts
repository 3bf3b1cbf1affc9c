import { afterEach, describe, expect, it, vi } from 'vitest';

// The store addresses of the app pages (README environment table): https only, per holding.
const NAMES = [1, 2].flatMap((holding) =>
  ['IOS', 'ANDROID', 'RUSTORE'].map((store) => `MOBILE_APP_${store}_URL_${holding}`),
);

async function freshEnv() {
  vi.resetModules();
  return (await import('./env.server.ts')).env;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('mobile-app store addresses', () => {
  it('are null while unset or blank', async () => {
    for (const name of NAMES) vi.stubEnv(name, '');
    const env = await freshEnv();
    expect(env.mobileAppStores).toEqual({
      1: { appStore: null, googlePlay: null, ruStore: null },
      2: { appStore: null, googlePlay: null, ruStore: null },
    });
  });

  it('are read per holding and store', async () => {
    for (const name of NAMES) vi.stubEnv(name, '');
    vi.stubEnv('MOBILE_APP_IOS_URL_1', ' https://apps.example.test/app/one ');
    vi.stubEnv('MOBILE_APP_ANDROID_URL_2', 'https://play.example.test/details?id=two');
    vi.stubEnv('MOBILE_APP_RUSTORE_URL_2', '');
    const env = await freshEnv();
    expect(env.mobileAppStores[1].appStore).toBe('https://apps.example.test/app/one');
    expect(env.mobileAppStores[1].googlePlay).toBeNull();
    expect(env.mobileAppStores[2]).toEqual({
      appStore: null,
      googlePlay: 'https://play.example.test/details?id=two',
      ruStore: null,
    });
  });

  it.each(['http://apps.example.test/app', 'apps.example.test/app', 'javascript:alert(1)'])(
    'stop start-up on %s, naming the variable',
    async (value) => {
      vi.stubEnv('MOBILE_APP_RUSTORE_URL_2', value);
      await expect(freshEnv()).rejects.toThrow(
        `MOBILE_APP_RUSTORE_URL_2 must be the https:// address of the app in the store, got "${value}"`,
      );
    },
  );
});

describe('security settings', () => {
  it('public addresses default to the dev hosts on PORT and must be bare origins', async () => {
    vi.stubEnv('PORT', '3999');
    vi.stubEnv('PUBLIC_URL_1', '');
    vi.stubEnv('PUBLIC_URL_2', 'https://www.severnoe-siyanie.example/');
    expect((await freshEnv()).publicUrls).toEqual({
      1: 'http://localhost:3999',
      2: 'https://www.severnoe-siyanie.example',
    });
    vi.stubEnv('PUBLIC_URL_1', 'https://www.vektor-motors.example/cars/');
    await expect(freshEnv()).rejects.toThrow('PUBLIC_URL_1 must be an origin');
  });

  it('WEB_TRUST_PROXY is none by default and takes addresses, ranges and names only', async () => {
    vi.stubEnv('WEB_TRUST_PROXY', '');
    expect((await freshEnv()).trustProxy).toEqual([]);
    vi.stubEnv('WEB_TRUST_PROXY', 'loopback, 10.0.0.0/8,::1');
    expect((await freshEnv()).trustProxy).toEqual(['loopback', '10.0.0.0/8', '::1']);
    vi.stubEnv('WEB_TRUST_PROXY', '10.0.0.0/40');
    await expect(freshEnv()).rejects.toThrow('WEB_TRUST_PROXY');
  });

  it('IFRAME_ALLOWED_ORIGINS is any site by default, else a list of origins', async () => {
    vi.stubEnv('IFRAME_ALLOWED_ORIGINS', '');
    expect((await freshEnv()).iframeAncestors).toEqual(['*']);
    vi.stubEnv('IFRAME_ALLOWED_ORIGINS', 'https://partner.example https://b.example:8443');
    expect((await freshEnv()).iframeAncestors).toEqual([
      'https://partner.example',
      'https://b.example:8443',
    ]);
    vi.stubEnv('IFRAME_ALLOWED_ORIGINS', 'partner.example');
    await expect(freshEnv()).rejects.toThrow('IFRAME_ALLOWED_ORIGINS');
  });
});

// The module reads process.env as it loads: a clean one, so an earlier test's bad value stays out.
async function freshParser() {
  vi.resetModules();
  return (await import('./env.server.ts')).parseWebEnv;
}

describe('maps (SPEC 5: the key is required for a map)', () => {
  it('has no maps script without a key, and the key with SPEC 9 language when set', async () => {
    const parseWebEnv = await freshParser();
    expect(parseWebEnv({}).mapsScriptUrl).toBeNull();
    expect(parseWebEnv({ YANDEX_MAPS_API_KEY: '  ' }).mapsScriptUrl).toBeNull();
    expect(parseWebEnv({ YANDEX_MAPS_API_KEY: 'abc-1234-def' }).mapsScriptUrl).toBe(
      'https://api-maps.yandex.ru/v3/?apikey=abc-1234-def&lang=ru_RU',
    );
    expect(
      parseWebEnv({
        YANDEX_MAPS_API_KEY: 'abc-1234-def',
        YANDEX_MAPS_SCRIPT_URL: 'http://127.0.0.1:9/v3',
      }).mapsScriptUrl,
    ).toBe('http://127.0.0.1:9/v3/?apikey=abc-1234-def&lang=ru_RU');
    expect(() => parseWebEnv({ YANDEX_MAPS_API_KEY: 'key with spaces"' })).toThrow(
      'YANDEX_MAPS_API_KEY must be the key of the Yandex Maps JS API',
    );
  });
});

describe('the schema', () => {
  it('reads the defaults when nothing is set', async () => {
    const parseWebEnv = await freshParser();
    const env = parseWebEnv({});
    expect(env.port).toBe(3000);
    expect(env.apiUrl).toBe('http://127.0.0.1:4000');
    expect(env.defaultHoldingId).toBe(1);
    expect(env.hostMap).toEqual({ localhost: 1, 'h2.localhost': 2 });
    expect(env.publicUrls).toEqual({ 1: 'http://localhost:3000', 2: 'http://h2.localhost:3000' });
    expect(env.gtmId).toBeNull();
    expect(env.trustProxy).toEqual([]);
    expect(env.iframeAncestors).toEqual(['*']);
  });

  it('names every bad variable in one error', async () => {
    const parseWebEnv = await freshParser();
    const read = () =>
      parseWebEnv({
        PORT: '0',
        API_URL: 'not a url',
        WEB_DEFAULT_HOLDING: '3',
        GTM_ID: 'gtm-123',
        YM_COUNTER_ID_1: '12a',
        WEB_HOST_MAP: 'localhost',
      });
    expect(read).toThrow('PORT must be a positive integer, got "0"');
    expect(read).toThrow('API_URL must be an absolute URL, got "not a url"');
    expect(read).toThrow('WEB_DEFAULT_HOLDING must be 1 or 2');
    expect(read).toThrow('GTM_ID: ');
    expect(read).toThrow('YM_COUNTER_ID_1 must be a Yandex Metrica counter id');
    expect(read).toThrow('WEB_HOST_MAP: Invalid host map entry "localhost"');
  });

  it('takes the public addresses, holding 2 and numbers as configured', async () => {
    const parseWebEnv = await freshParser();
    const env = parseWebEnv({
      PORT: '8080',
      WEB_DEFAULT_HOLDING: '2',
      PUBLIC_URL_2: 'https://h2.example.test/',
      PAGE_CACHE_ENTRIES: '50',
    });
    expect(env.defaultHoldingId).toBe(2);
    expect(env.pageCacheEntries).toBe(50);
    expect(env.publicUrls).toEqual({ 1: 'http://localhost:8080', 2: 'https://h2.example.test' });
  });
});
