import { HEADER_BANNER_COOKIE_MAX_AGE } from '@dealer/domain';
import { secureFlag } from '../../shared/site/cookie-flags.ts';

// The app banner is server HTML the browser keeps (StaticPart); what closing it does lives here,
// with the page, so the banner's own code never has to load for it.

export const APP_BANNER_COOKIE = 'appBannerClosed';

/**
 * Runs before the first paint: a visitor who closed the banner never sees it flash, while the
 * shared HTML of the page stays the same for everyone (DESIGN.md 4).
 */
export const appBannerScript = `if(/(?:^|;\\s*)${APP_BANNER_COOKIE}=1/.test(document.cookie))document.documentElement.dataset.appBanner='closed'`;

/** The banner's close button (data-action): remembered for the cookie's lifetime. */
export function closeAppBanner(button: HTMLElement): void {
  document.cookie = `${APP_BANNER_COOKIE}=1; Path=/; Max-Age=${HEADER_BANNER_COOKIE_MAX_AGE}; SameSite=Lax${secureFlag()}`;
  document.documentElement.dataset.appBanner = 'closed';
  // The banner is gone with the button that had focus: hand focus to the page.
  button.blur();
}
