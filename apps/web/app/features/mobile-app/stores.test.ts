import { describe, expect, it } from 'vitest';
import {
  cameFromTopBanner,
  downloadRedirect,
  namesList,
  platformOf,
  storeLinks,
} from './stores.ts';
import type { AppStores } from './stores.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

const ALL: AppStores = {
  appStore: 'https://apps.example.test/ios',
  googlePlay: 'https://play.example.test/android',
  ruStore: 'https://rustore.example.test/app',
};
const NONE: AppStores = { appStore: null, googlePlay: null, ruStore: null };

describe('platform by User-Agent', () => {
  it.each([
    [IPHONE, 'ios'],
    [IPAD, 'ios'],
    [ANDROID, 'android'],
    [DESKTOP, 'other'],
    [MAC, 'other'],
    ['', 'other'],
    [null, 'other'],
  ] as const)('%s → %s', (userAgent, platform) => {
    expect(platformOf(userAgent)).toBe(platform);
  });
});

describe('/mobileapp/download decision (SPEC 2.3)', () => {
  it('sends an iPhone or iPad to the iOS page with the query when the App Store has the app', () => {
    expect(downloadRedirect(IPHONE, ALL, '?top-banner')).toBe(
      '/mobileapp/download/ios/?top-banner',
    );
    expect(downloadRedirect(IPAD, ALL, '')).toBe('/mobileapp/download/ios/');
  });

  it('sends Android to Google Play, else to RuStore', () => {
    expect(downloadRedirect(ANDROID, ALL, '?top-banner')).toBe(ALL.googlePlay);
    expect(downloadRedirect(ANDROID, { ...ALL, googlePlay: null }, '')).toBe(ALL.ruStore);
  });

  it('keeps a desktop or unknown browser on the page', () => {
    expect(downloadRedirect(DESKTOP, ALL, '')).toBeNull();
    expect(downloadRedirect(MAC, ALL, '')).toBeNull();
    expect(downloadRedirect(null, ALL, '')).toBeNull();
  });

  it('keeps a phone on the page while its store has no app (no store link is invented)', () => {
    expect(downloadRedirect(IPHONE, NONE, '?top-banner')).toBeNull();
    expect(downloadRedirect(ANDROID, NONE, '')).toBeNull();
    expect(downloadRedirect(IPHONE, { ...NONE, googlePlay: ALL.googlePlay }, '')).toBeNull();
    expect(downloadRedirect(ANDROID, { ...NONE, appStore: ALL.appStore }, '')).toBeNull();
  });
});

describe('store buttons', () => {
  it('lists the configured stores in order and names the missing ones', () => {
    expect(storeLinks({ ...ALL, googlePlay: null })).toEqual({
      links: [
        { key: 'appStore', name: 'App Store', url: ALL.appStore },
        { key: 'ruStore', name: 'RuStore', url: ALL.ruStore },
      ],
      missing: ['Google Play'],
    });
    expect(storeLinks(NONE)).toEqual({
      links: [],
      missing: ['App Store', 'Google Play', 'RuStore'],
    });
  });

  it('joins names the Russian way', () => {
    expect(namesList(['App Store'])).toBe('App Store');
    expect(namesList(['App Store', 'RuStore'])).toBe('App Store и RuStore');
    expect(namesList(['App Store', 'Google Play', 'RuStore'])).toBe(
      'App Store, Google Play и RuStore',
    );
  });

  it('reads the top-banner flag bare or with a value', () => {
    expect(cameFromTopBanner(new URLSearchParams('top-banner'))).toBe(true);
    expect(cameFromTopBanner(new URLSearchParams('top-banner=1&city=spb'))).toBe(true);
    expect(cameFromTopBanner(new URLSearchParams('city=spb'))).toBe(false);
  });
});
