import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { openPanel, useFirstName, useHasExpiringBonuses, useHydrated, useUser } from '../../stores/index.ts';
import { CarIcon, ChevronDownIcon, OrdersIcon, StarIcon, UserIcon } from '../../ui/icons.tsx';
import { useShellLinks } from '../shell-links.ts';
import type { ShellPages } from '../shell-links.ts';
import styles from './header.module.css';

interface Entry {
  label: string;
  page: keyof ShellPages;
  badge?: string;
}

/** SPEC 2.11 user menu; loyalty only on the first holding (its row) and only with expiring points. */
function entries(expiring: boolean): Entry[] {
  const list: Entry[] = [
    { label: 'Профиль', page: 'lkProfile' },
    { label: 'Гараж', page: 'lkGarage' },
    { label: 'Заявки', page: 'lkOrders' },
  ];
  if (expiring) list.push({ label: 'Программа лояльности', page: 'lkLoyalty', badge: 'скоро сгорят' });
  return list;
}

const QUICK_LINKS = [
  { label: 'Гараж', page: 'lkGarage', Icon: CarIcon },
  { label: 'Заявки', page: 'lkOrders', Icon: OrdersIcon },
  { label: 'Программа лояльности', page: 'lkLoyalty', Icon: StarIcon },
] as const;

/** SPEC 2.11 garage, orders and loyalty icons of a logged-in visitor (built pages only). */
export function QuickLinks() {
  const { pages } = useShellLinks();
  const hydrated = useHydrated();
  const user = useUser();
  if (!hydrated || !user) return null;
  return QUICK_LINKS.map(({ label, page, Icon }) => {
    const href = pages[page];
    return href ? (
      <Link key={page} to={href} className={`${styles.iconButton} ${styles.quick}`} aria-label={label}>
        <Icon />
      </Link>
    ) : null;
  });
}

function UserMenu({ firstName, onLogout }: { firstName: string; onLogout: () => void }) {
  const { pages } = useShellLinks();
  const expiring = useHasExpiringBonuses();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  const links = entries(expiring).flatMap((entry) => {
    const href = pages[entry.page];
    return href ? [{ ...entry, href }] : [];
  });
  return (
    <div
      ref={root}
      className={styles.user}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className={styles.userButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <UserIcon />
        <span className={styles.userName}>{firstName}</span>
        <ChevronDownIcon size={16} />
      </button>
      <ul id={id} className={styles.userList} hidden={!open}>
        {links.map((link) => (
          <li key={link.page}>
            <Link to={link.href}>
              {link.label}
              {link.badge && <span className={styles.soon}>{link.badge}</span>}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={onLogout}>
            Выйти
          </button>
        </li>
      </ul>
    </div>
  );
}

/**
 * The visitor's corner: nothing in the shared HTML (a reserved slot), then «Вход» or the user
 * menu once hydrated (DESIGN 4).
 */
export function UserArea({ onLogout }: { onLogout: () => void }) {
  const hydrated = useHydrated();
  const user = useUser();
  const firstName = useFirstName();
  if (!hydrated) return <span className={styles.userSlot} />;
  if (!user) {
    return (
      <button type="button" className={styles.userButton} aria-haspopup="dialog" onClick={() => openPanel('login')}>
        <UserIcon />
        <span className={styles.userName}>Вход</span>
      </button>
    );
  }
  return <UserMenu firstName={firstName ?? 'Профиль'} onLogout={onLogout} />;
}
