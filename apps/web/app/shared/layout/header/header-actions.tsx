import { Link } from '../../navigation/link.tsx';
import {
  openPanel,
  useBasketCount,
  useCompareCount,
  useFavoritesCount,
  useSite,
} from '../../stores/index.ts';
import { buttonClass } from '../../ui/button.tsx';
import { BasketIcon, CompareIcon, HeartIcon, SearchIcon } from '../../ui/icons.tsx';
import { useShellLinks } from '../shell-links.ts';
import { QuickLinks, UserArea } from './user-menu.tsx';
import { signOut } from './sign-out.ts';
import { visibleCounters } from './counters.ts';
import type { CounterKey } from './counters.ts';
import styles from './header.module.css';

const ICONS: Readonly<Record<CounterKey, typeof HeartIcon>> = {
  compare: CompareIcon,
  favorites: HeartIcon,
  basket: BasketIcon,
};

/** Per-visitor counts: the stores answer 0 on the server and during hydration (DESIGN 4). */
function Counters() {
  const { holdingId } = useSite();
  const counts = {
    compare: useCompareCount(holdingId),
    favorites: useFavoritesCount(),
    basket: useBasketCount(),
  };
  const counters = visibleCounters(counts, useShellLinks().pages);
  if (counters.length === 0) return null;
  // The actions sit at the right end, so counters appearing after hydration move nothing else.
  return (
    <ul className={styles.counters} aria-label="Ваши списки">
      {counters.map(({ key, label, href, count }) => {
        const Icon = ICONS[key];
        return (
          <li key={key} data-counter={key}>
            <Link to={href} className={styles.iconButton} aria-label={`${label}: ${count}`}>
              <Icon />
              <span className={styles.badge} aria-hidden="true">
                {count}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * SPEC 2.11 middle-bar actions. What appears after hydration (counts, quick links) sits at the
 * left of a right-aligned row and the user slot has a fixed width, so nothing else moves.
 */
export function HeaderActions() {
  const { serviceOnline: service, search } = useShellLinks().pages;
  return (
    <div className={styles.actions}>
      <Counters />
      <QuickLinks />
      {/* Without JavaScript the search results page, with its box; with it, the overlay. */}
      <a
        href={search ?? undefined}
        role="button"
        className={styles.iconButton}
        aria-label="Поиск"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          openPanel('search');
        }}
      >
        <SearchIcon />
      </a>
      {service && (
        <Link to={service} className={buttonClass('primary', 'sm', styles.service)}>
          Запись на сервис
        </Link>
      )}
      <UserArea onLogout={signOut} />
    </div>
  );
}
