import { Link } from 'react-router';
import { cityName, holdingExposes, phoneHref } from '@dealer/domain';
import {
  openPanel,
  useCity,
  useCompareCount,
  useFavoritesCount,
  useFirstName,
  usePhone,
  useSite,
  useUser,
} from '../../stores/index.ts';
import { buttonClass } from '../../ui/button.tsx';
import { PhoneIcon, PinIcon, UserIcon } from '../../ui/icons.tsx';
import { builtHref } from '../links.ts';
import type { MenuLink } from '../menu/menu-model.ts';
import styles from './side-menu.module.css';

/** SPEC 2.12 top: the visitor (to /lk/) or «Войти в личный кабинет», then the two booking buttons. */
export function TopSection() {
  const { holdingId } = useSite();
  const user = useUser();
  const firstName = useFirstName();
  const lk = builtHref(holdingId, 'lk');
  const service = builtHref(holdingId, 'service-online');
  const testDrive = builtHref(holdingId, 'services-testdrive');
  if (user && !lk && !service && !testDrive) return null;
  return (
    <div className={styles.top}>
      {user ? (
        lk && (
          <Link to={lk} className={buttonClass('secondary', 'md', styles.wide)}>
            <UserIcon />
            {firstName ?? 'Личный кабинет'}
          </Link>
        )
      ) : (
        <button type="button" className={buttonClass('secondary', 'md', styles.wide)} onClick={() => openPanel('login')}>
          <UserIcon />
          Войти в личный кабинет
        </button>
      )}
      {service && (
        <Link to={service} className={buttonClass('primary', 'md', styles.wide)}>
          Запись на сервис
        </Link>
      )}
      {testDrive && (
        <Link to={testDrive} className={buttonClass('primary', 'md', styles.wide)}>
          Запись на тест-драйв
        </Link>
      )}
    </div>
  );
}

/** SPEC 2.12 bottom: city, phone, favourites and compare with counts above 0, EN (first holding). */
export function BottomSection({ info }: { info: readonly MenuLink[] }) {
  const { holdingId } = useSite();
  const city = useCity();
  const phone = usePhone();
  const favorites = useFavoritesCount();
  const compare = useCompareCount(holdingId);
  const favoritesHref = favorites > 0 ? builtHref(holdingId, 'favorites') : null;
  const compareHref = compare > 0 ? builtHref(holdingId, 'compare') : null;
  const en = holdingExposes(holdingId, 'en-link') ? builtHref(holdingId, 'en-about') : null;
  return (
    <div className={styles.bottom}>
      {info.length > 0 && (
        <ul className={styles.plain}>
          {info.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={styles.city} onClick={() => openPanel('city')} aria-haspopup="dialog">
        <PinIcon size={20} />
        <span>
          <span className={styles.caption}>Ваш город</span> {cityName(city)}
        </span>
      </button>
      <a className={styles.phone} href={phoneHref(phone)}>
        <PhoneIcon size={20} />
        {phone}
      </a>
      {(favoritesHref || compareHref || en) && (
        <ul className={styles.plain}>
          {favoritesHref && (
            <li>
              <Link to={favoritesHref}>
                Избранное <span className={styles.count}>{favorites}</span>
              </Link>
            </li>
          )}
          {compareHref && (
            <li>
              <Link to={compareHref}>
                Сравнение <span className={styles.count}>{compare}</span>
              </Link>
            </li>
          )}
          {en && (
            <li>
              <Link to={en} lang="en" hrefLang="en">
                EN
              </Link>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
