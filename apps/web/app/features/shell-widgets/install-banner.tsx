import { createPersistedStore, openPanel, useStore } from '../../shared/stores/index.ts';
import { Button } from '../../shared/ui/button.tsx';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { Layer } from '../../shared/ui/layers.tsx';
import type { InstallBrowser } from './install-target.ts';
import styles from './install.module.css';

// SPEC 4: a dismissed install offer is remembered.
const dismissedStore = createPersistedStore<boolean>({
  key: 'installBannerDismissed',
  initial: false,
  parse: (raw) => JSON.parse(raw) === true,
});

/**
 * The browser's own install dialog (Android-class browsers): the offer is used up either way
 * (SPEC 4), and a dismissal is remembered.
 */
async function installWithBrowser() {
  const offer = window.__installPrompt;
  if (!offer) return;
  window.__installPrompt = null;
  window.dispatchEvent(new Event('installprompt'));
  await offer.prompt();
  if ((await offer.userChoice).outcome === 'dismissed') dismissedStore.set(true);
}

/**
 * SPEC 2.11, 2.16: «Установите веб-приложение на смартфон» (loaded only where it is shown). On
 * iPhone and iPad «Установить» opens the install steps for the browser; where the browser offers
 * the install itself (`browser` null), its dialog.
 */
export default function InstallBanner({ browser }: { browser: InstallBrowser | null }) {
  const dismissed = useStore(dismissedStore);
  if (dismissed) return null;
  return (
    <Layer name="install-offer">
      <section className={styles.banner} aria-label="Веб-приложение">
        <p className={styles.bannerText}>Установите веб-приложение на смартфон</p>
        <Button
          size="sm"
          onClick={() => (browser ? openPanel('install', { browser }) : void installWithBrowser())}
        >
          Установить
        </Button>
        <button
          type="button"
          className={styles.dismiss}
          aria-label="Скрыть предложение установить"
          onClick={() => dismissedStore.set(true)}
        >
          <CloseIcon size={20} />
        </button>
      </section>
    </Layer>
  );
}
