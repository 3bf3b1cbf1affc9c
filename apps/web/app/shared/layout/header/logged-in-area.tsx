import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../navigation/link.tsx';
import { useOnNavigate } from '../../navigation/use-on-navigate.ts';
import { useHasExpiringBonuses } from '../../stores/index.ts';
import { CarIcon, ChevronDownIcon, OrdersIcon, StarIcon, UserIcon } from '../../ui/icons.tsx';
import { useShellLinks } from '../shell-links.ts';
import type { ShellPages } from '../shell-links.ts';
import styles from './header.module.css';

// The logged-in visitor's menu and quick links: loaded only once a visitor is known to be logged in,
// so the anonymous pages (and the shared HTML) do not carry it.

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
  if (expiring)
    list.push({ label: 'Программа лояльности', page: 'lkLoyalty', badge: 'скоро сгорят' });
  return list;
}

const QUICK_LINKS = [
  { label: 'Гараж', page: 'lkGarage', Icon: CarIcon },
  { label: 'Заявки', page: 'lkOrders', Icon: OrdersIcon },
  { label: 'Программа лояльности', page: 'lkLoyalty', Icon: StarIcon },
] as const;

/** SPEC 2.11 garage, orders and loyalty icons of a logged-in visitor (built pages only). */
export function QuickLinks(): React.ReactNode {
  const { pages } = useShellLinks();
  return QUICK_LINKS.map(({ label, page, Icon }) => {
    const href = pages[page];
    return href ? (
      <Link
        key={page}
        to={href}
        className={`${styles.iconButton} ${styles.quick}`}
        aria-label={label}
      >
        <Icon />
      </Link>
    ) : null;
  });
}

/** SPEC 2.11 the user menu: Профиль, Гараж, Заявки, the loyalty programme when points expire, Выйти. */
export interface UserMenuProps {
  firstName: string;
  onLogout: () => void;
}

export function UserMenu({ firstName, onLogout }: UserMenuProps) {
  const { pages } = useShellLinks();
  const expiring = useHasExpiringBonuses();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useOnNavigate(() => setOpen(false));
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
      <button
        ref={button}
        type="button"
        className={styles.userButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
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
