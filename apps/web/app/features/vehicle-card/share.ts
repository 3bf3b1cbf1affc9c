import { browserEnv, openShareSheet } from './share-sheet.ts';
import type { ShareEnv } from './share-sheet.ts';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** What the card says after a share; a share done or cancelled says nothing. */
export const SHARE_MESSAGES: Readonly<Partial<Record<ShareOutcome, string>>> = {
  copied: 'Ссылка скопирована',
  failed: 'Не удалось поделиться: скопируйте адрес из строки браузера',
};

/**
 * The outcome of a share whose sheet `openShareSheet` opened (or not, without one): a sheet
 * refused (some browsers refuse it outside a secure context) or absent copies the link instead.
 */
export async function settleShare(
  data: { title: string; url: string },
  sheet: Promise<void> | null,
  env: ShareEnv = browserEnv(),
): Promise<ShareOutcome> {
  if (sheet) {
    try {
      await sheet;
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!env.writeText) return 'failed';
  try {
    await env.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The Web Share API where the browser has it, else the link is copied to the clipboard. */
export function shareLink(
  data: { title: string; url: string },
  env: ShareEnv = browserEnv(),
): Promise<ShareOutcome> {
  return settleShare(data, openShareSheet(data, env), env);
}
