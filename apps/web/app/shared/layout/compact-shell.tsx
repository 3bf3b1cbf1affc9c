import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getHolding, phoneHref } from '@dealer/domain';
import type { RouteName } from '@dealer/domain';
import { usePhone, useSite } from '../stores/index.ts';
import { skipLinkClass } from '../ui/visually-hidden.tsx';
import { builtHref } from './links.ts';
import styles from './compact-shell.module.css';

export type CompactVariant = 'auth' | 'reports' | 'english';

const ENGLISH_LINKS: readonly { label: string; route: RouteName }[] = [
  { label: 'About us', route: 'en-about' },
  { label: 'History', route: 'en-history' },
  { label: 'News', route: 'en-news' },
  { label: 'Compliance', route: 'en-about-compliance' },
];

function EnglishNav() {
  const { holdingId } = useSite();
  const links = ENGLISH_LINKS.flatMap((entry) => {
    const href = builtHref(holdingId, entry.route);
    return href ? [{ ...entry, href }] : [];
  });
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul>
        {links.map((link) => (
          <li key={link.route}>
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
  );
}

/**
 * The frame of the focused layouts (SPEC 2.1): sign-in and registration, the staff reports and
 * the English pages get a slim header and footer instead of the full shop navigation.
 */
export function CompactShell({ variant, children }: { variant: CompactVariant; children: ReactNode }) {
  const site = useSite();
  const phone = usePhone();
  const english = variant === 'english';
  return (
    <div lang={english ? 'en' : undefined} className={styles.frame}>
      <a href="#main" className={skipLinkClass}>
        {english ? 'Skip to content' : 'Перейти к содержимому'}
      </a>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to={english ? (builtHref(site.holdingId, 'en-about') ?? '/') : '/'} className={styles.logo}>
            <img src={getHolding(site.holdingId).logo} alt={site.holdingName} width={180} height={36} />
          </Link>
          {variant === 'reports' && <span className={styles.caption}>Отчёты</span>}
          {english && <EnglishNav />}
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
