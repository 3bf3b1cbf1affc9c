import { Link } from '../../navigation/link.tsx';
import { cityName, phoneHref } from '@dealer/domain';
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
import { useShellLinks } from '../shell-links.ts';
import styles from './side-menu.module.css';

/** SPEC 2.12 top: the visitor (to /lk/) or «Войти в личный кабинет», then the two booking buttons. */
export function TopSection() {
  const { pages } = useShellLinks();
  const user = useUser();
  const firstName = useFirstName();
  const { lk, serviceOnline: service, testDrive } = pages;
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
        <button
          type="button"
          className={buttonClass('secondary', 'md', styles.wide)}
          onClick={() => openPanel('login')}
        >
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
export function BottomSection() {
  const { holdingId } = useSite();
  const city = useCity();
  const phone = usePhone();
  const favorites = useFavoritesCount();
  const compare = useCompareCount(holdingId);
  const { top: info, pages } = useShellLinks();
  const favoritesHref = favorites > 0 ? pages.favorites : null;
  const compareHref = compare > 0 ? pages.compare : null;
  const en = pages.en;
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
      <button
        type="button"
        className={styles.city}
        onClick={() => openPanel('city')}
        aria-haspopup="dialog"
      >
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
