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
