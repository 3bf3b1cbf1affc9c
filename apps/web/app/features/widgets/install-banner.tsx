import { useEffect, useState } from 'react';
import { createPersistedStore, openPanel, useStore } from '../../shared/stores/index.ts';
import { Button } from '../../shared/ui/button.tsx';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { currentDevice, installBrowserOf } from './install-target.ts';
import type { InstallBrowser } from './install-target.ts';
import styles from './install.module.css';

// SPEC 4: a dismissed install offer is remembered.
const dismissedStore = createPersistedStore<boolean>({ key: 'installBannerDismissed', initial: false, parse: (raw) => JSON.parse(raw) === true });

/** SPEC 2.11, 2.16: on iPhone and iPad, «Установите веб-приложение на смартфон». */
export function InstallBanner() {
  const [browser, setBrowser] = useState<InstallBrowser | null>(null);
  const dismissed = useStore(dismissedStore);
  useEffect(() => setBrowser(installBrowserOf(currentDevice())), []);
  if (!browser || dismissed) return null;
  return (
    <section className={styles.banner} aria-label="Веб-приложение">
      <p className={styles.bannerText}>Установите веб-приложение на смартфон</p>
      <Button size="sm" onClick={() => openPanel('install', { browser })}>
        Установить
      </Button>
      <button type="button" className={styles.dismiss} aria-label="Скрыть предложение установить" onClick={() => dismissedStore.set(true)}>
        <CloseIcon size={20} />
      </button>
    </section>
  );
}
