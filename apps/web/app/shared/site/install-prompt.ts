import { useSyncExternalStore } from 'react';

// SPEC 4: the install prompt becomes available when the browser offers it (Chromium's
// beforeinstallprompt, on Android-class browsers) and is cancelled after install or dismissal.

export interface InstallPromptEvent extends Event {
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
  "(function(k){onbeforeinstallprompt=function(e){e.preventDefault();k(e)};onappinstalled=function(){k(null)}})(function(e){__installPrompt=e;dispatchEvent(new Event('installprompt'))})";

function subscribe(onChange: () => void): () => void {
  window.addEventListener('installprompt', onChange);
  return () => window.removeEventListener('installprompt', onChange);
}

/** The browser's install offer while it stands, or null. */
export function useInstallPrompt(): InstallPromptEvent | null {
  return useSyncExternalStore(
    subscribe,
    () => window.__installPrompt ?? null,
    () => null,
  );
}
