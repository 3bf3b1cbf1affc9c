/** What sharing uses of the browser; the tests hand their own. */
export interface ShareEnv {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  writeText?: (text: string) => Promise<void>;
}

export function browserEnv(): ShareEnv {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: nav?.share?.bind(nav),
    canShare: nav?.canShare?.bind(nav),
    writeText: nav?.clipboard?.writeText.bind(nav.clipboard),
  };
}

/**
 * Opens the browser's share sheet (the Web Share API) where it has one: called in the tap itself,
 * since Safari opens it only within the tap's user activation. Null without a sheet.
 */
export function openShareSheet(
  data: { title: string; url: string },
  env: ShareEnv = browserEnv(),
): Promise<void> | null {
  if (!env.share || (env.canShare && !env.canShare(data))) return null;
  const sheet = env.share(data);
  // Its refusal is read once settleShare's code came: not an unhandled rejection meanwhile.
  sheet.catch(() => undefined);
  return sheet;
}
