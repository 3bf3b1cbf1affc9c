import { APPLE_AGENT } from './apple-agent.ts';

export type InstallBrowser = 'safari' | 'chrome';

export interface DeviceInfo {
  userAgent: string;
  maxTouchPoints: number;
  /** Already opened from the home screen. */
  standalone: boolean;
}

/**
 * SPEC 2.11, 2.16: the install banner is for iPhone and iPad, with steps for Safari or Chrome.
 * iPadOS presents itself as a Mac with a touch screen. Other iOS browsers get no banner.
 */
export function installBrowserOf({
  userAgent,
  maxTouchPoints,
  standalone,
}: DeviceInfo): InstallBrowser | null {
  if (standalone) return null;
  if (!APPLE_AGENT.test(userAgent)) return null;
  const ios = /iPhone|iPad|iPod/.test(userAgent) || maxTouchPoints > 1;
  if (!ios) return null;
  if (/CriOS\//.test(userAgent)) return 'chrome';
  if (/FxiOS|EdgiOS|OPiOS|YaBrowser|GSA\//.test(userAgent)) return null;
  return /Safari\//.test(userAgent) ? 'safari' : null;
}

export function currentDevice(): DeviceInfo {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone:
      nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
  };
}
