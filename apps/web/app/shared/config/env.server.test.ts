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
