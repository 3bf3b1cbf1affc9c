import { Link } from '../../navigation/link.tsx';
import { phoneHref } from '@dealer/domain';
import { openPanel, siteExposes, useCity, usePhone, useSite } from '../../stores/index.ts';
import { PinIcon } from '../../ui/icons.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { useShellLinks } from '../shell-links.ts';
import styles from './header.module.css';

/** SPEC 2.11 top bar: city (first holding), top links, the phone of the city, EN (first holding). */
export function TopBar() {
  const site = useSite();
  const city = useCity();
  const phone = usePhone();
  const { top: links, pages } = useShellLinks();
  const en = pages.en;
  return (
    <div className={styles.top}>
      <div className={styles.topInner}>
        {siteExposes(site, 'city-button') && (
          <button
            type="button"
            className={styles.city}
            onClick={() => openPanel('city')}
            aria-haspopup="dialog"
          >
            <PinIcon size={16} />
            <VisuallyHidden>Ваш город: </VisuallyHidden>
            {site.cityNames[city]}
          </button>
        )}
        {links.length > 0 && (
          <nav aria-label="Информация" className={styles.topNav}>
            <ul className={styles.topList}>
              {links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <a className={styles.phone} href={phoneHref(phone)}>
          {phone}
        </a>
        {en && (
          <Link to={en} className={styles.en} lang="en" hrefLang="en">
            EN
          </Link>
        )}
      </div>
    </div>
  );
}
