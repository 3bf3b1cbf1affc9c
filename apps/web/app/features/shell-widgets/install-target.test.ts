import { describe, expect, it } from 'vitest';
import { installBrowserOf } from './install-target.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IPHONE_FIREFOX =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

describe('install banner target (SPEC 2.16)', () => {
  it.each([
    [IPHONE_SAFARI, 5, false, 'safari'],
    [IPHONE_CHROME, 5, false, 'chrome'],
    [IPAD_DESKTOP_MODE, 5, false, 'safari'],
    [IPAD_DESKTOP_MODE, 0, false, null], // a real Mac
    [IPHONE_FIREFOX, 5, false, null],
    [ANDROID_CHROME, 5, false, null],
    [IPHONE_SAFARI, 5, true, null], // already installed
  ] as const)(
    '%s touch=%d standalone=%s → %s',
    (userAgent, maxTouchPoints, standalone, expected) => {
      expect(installBrowserOf({ userAgent, maxTouchPoints, standalone })).toBe(expected);
    },
  );
});
