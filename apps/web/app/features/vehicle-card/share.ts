export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

interface ShareEnv {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  writeText?: (text: string) => Promise<void>;
}

function browserEnv(): ShareEnv {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: nav?.share?.bind(nav),
    canShare: nav?.canShare?.bind(nav),
    writeText: nav?.clipboard?.writeText.bind(nav.clipboard),
  };
}

/** The Web Share API where the browser has it, else the link is copied to the clipboard. */
export async function shareLink(
  data: { title: string; url: string },
  env: ShareEnv = browserEnv(),
): Promise<ShareOutcome> {
  if (env.share && (!env.canShare || env.canShare(data))) {
    try {
      await env.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Some browsers refuse share() outside a secure context: fall through to the copy.
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
