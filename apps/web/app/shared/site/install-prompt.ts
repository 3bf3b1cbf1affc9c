import { useSyncExternalStore } from 'react';

// SPEC 4: the install prompt becomes available when the browser offers it (Chromium's
// beforeinstallprompt, on Android-class browsers) and is cancelled after install or dismissal.

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** Kept by the head's script (installPromptScript) when the browser offers before hydration. */
    __installPrompt?: InstallPromptEvent | null;
  }
}

/** In the head: the offer is kept before the page's code runs (the browser makes it only once). */
export const installPromptScript =
  "addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__installPrompt=e;dispatchEvent(new Event('installpromptchange'))});addEventListener('appinstalled',function(){window.__installPrompt=null;dispatchEvent(new Event('installpromptchange'))})";

function subscribe(onChange: () => void): () => void {
  window.addEventListener('installpromptchange', onChange);
  return () => window.removeEventListener('installpromptchange', onChange);
}

/** The browser's install offer while it stands, or null. */
export function useInstallPrompt(): InstallPromptEvent | null {
  return useSyncExternalStore(
    subscribe,
    () => window.__installPrompt ?? null,
    () => null,
  );
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | null> {
  const offer = window.__installPrompt;
  if (!offer) return null;
  window.__installPrompt = null;
  window.dispatchEvent(new Event('installpromptchange'));
  await offer.prompt();
  return (await offer.userChoice).outcome;
}
