import { useState } from 'react';
import { Sheet } from '../../shared/ui/dialog.tsx';
import { closePanel, useSite } from '../../shared/stores/index.ts';
import { InstallIllustration } from './install-illustration.tsx';
import { installSteps } from './install-steps.ts';
import type { InstallBrowser } from './install-target.ts';
import styles from './install.module.css';

const BROWSERS: readonly { id: InstallBrowser; name: string }[] = [
  { id: 'safari', name: 'Safari' },
  { id: 'chrome', name: 'Chrome' },
];

/** SPEC 2.16: the five install steps for Safari or Chrome, in the holding's name and colours. */
export default function InstallPanel({ data }: { data: unknown }) {
  const opened = (data as { browser?: InstallBrowser } | undefined)?.browser;
  const [browser, setBrowser] = useState<InstallBrowser>(opened ?? 'safari');
  const { holdingName } = useSite();
  const initial = holdingName.trim().charAt(0).toUpperCase();
  return (
    <Sheet
      open
      side="bottom"
      title="Установка веб-приложения"
      onClose={() => closePanel('install')}
    >
      <div className={styles.body}>
        <div className={styles.switch} role="group" aria-label="Браузер">
          {BROWSERS.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-pressed={browser === item.id}
              onClick={() => setBrowser(item.id)}
            >
              {item.name}
            </button>
          ))}
        </div>
        <ol className={styles.steps}>
          {installSteps(browser, holdingName).map((step, index) => (
            <li key={step.focus} className={styles.step}>
              <InstallIllustration browser={browser} focus={step.focus} initial={initial} />
              <p>
                <span className={styles.number}>Шаг {index + 1}.</span> {step.text}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </Sheet>
  );
}
