import { Suspense } from 'react';
import { openPanel, useFirstName, useHydrated, useUser } from '../../stores/index.ts';
import { preloadable } from '../../ui/lazy.tsx';
import type { UserMenuProps } from './logged-in-area.tsx';
import { UserIcon } from '../../ui/icons.tsx';
import styles from './header.module.css';

// The logged-in parts load only for a logged-in visitor: anonymous pages do not carry them.
const LoggedInQuickLinks = preloadable<object>(() =>
  import('./logged-in-area.tsx').then((m) => ({ default: m.QuickLinks })),
);
const LoggedInMenu = preloadable<UserMenuProps>(() =>
  import('./logged-in-area.tsx').then((m) => ({ default: m.UserMenu })),
);

/** SPEC 2.11 garage, orders and loyalty icons, once hydrated and logged in. */
export function QuickLinks() {
  const hydrated = useHydrated();
  const user = useUser();
  if (!hydrated || !user) return null;
  return (
    <Suspense fallback={null}>
      <LoggedInQuickLinks />
    </Suspense>
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
      <button
        type="button"
        className={styles.userButton}
        aria-haspopup="dialog"
        onClick={() => openPanel('login')}
      >
        <UserIcon />
        <span className={styles.userName}>Вход</span>
      </button>
    );
  }
  return (
    <Suspense fallback={<span className={styles.userSlot} />}>
      <LoggedInMenu firstName={firstName ?? 'Профиль'} onLogout={onLogout} />
    </Suspense>
  );
}
