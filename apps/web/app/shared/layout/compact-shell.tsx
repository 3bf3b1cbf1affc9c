import type { ReactNode } from 'react';
import { Link } from '../navigation/link.tsx';
import { phoneHref } from '@dealer/domain';
import { usePhone, useSite } from '../stores/index.ts';
import type { MenuLink } from './menu/menu-model.ts';
import styles from './compact-shell.module.css';

export type CompactVariant = 'auth' | 'reports' | 'english';

export interface CompactShellProps {
  variant: CompactVariant;
  /** The English pages' navigation (built pages only, from the english layout's loader). */
  nav?: readonly MenuLink[];
  /** Where the logo leads: the English about page in the english layout, else home. */
  home?: string;
  children: ReactNode;
}

/**
 * The frame of the focused layouts (SPEC 2.1): sign-in and registration, the staff reports and
 * the English pages get a slim header and footer instead of the full shop navigation.
 */
export function CompactShell({ variant, nav = [], home = '/', children }: CompactShellProps) {
  const site = useSite();
  const phone = usePhone();
  const english = variant === 'english';
  return (
    <div lang={english ? 'en' : undefined} className={styles.frame}>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to={home} className={styles.logo}>
            <img src={site.logo} alt={site.holdingName} width={180} height={36} />
          </Link>
          {variant === 'reports' && <span className={styles.caption}>Отчёты</span>}
          {english && (
            <nav aria-label="Main" className={styles.nav}>
              <ul>
                {nav.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.label}</Link>
                  </li>
                ))}
                <li>
                  <Link to="/" lang="ru" hrefLang="ru">
                    RU
                  </Link>
                </li>
              </ul>
            </nav>
          )}
          {variant === 'auth' && (
            <a className={styles.phone} href={phoneHref(phone)}>
              {phone}
            </a>
          )}
        </div>
      </header>
      <div id="main" tabIndex={-1} className={styles.main}>
        {children}
      </div>
      <footer className={styles.footer}>
        <div className={styles.inner}>
          <p>
            {english
              ? 'The information on this site is for reference only and is not a public offer.'
              : 'Информация на сайте носит исключительно информационный характер и не является публичной офертой.'}
          </p>
          <p>© {site.holdingName}</p>
        </div>
      </footer>
    </div>
  );
}
