import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { UserInfo } from '@dealer/contract';
import { setUser } from '../../shared/stores/index.ts';
import styles from './lk.module.css';

/**
 * A page of the personal area: its title, and the customer's info kept in the user store (SPEC 3),
 * so the header's menu knows the visitor also after a sign-in without the page's script.
 */
export function LkPage({
  title,
  user,
  children,
}: {
  title: string;
  user: UserInfo;
  children: ReactNode;
}) {
  useEffect(() => setUser(user), [user]);
  return (
    <main className={styles.page} aria-labelledby="lk-title">
      <h1 id="lk-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </main>
  );
}

/** Keeps the user store in step on a page that brings its own heading (the synced lists). */
export function UserSync({ user }: { user: UserInfo }) {
  useEffect(() => setUser(user), [user]);
  return null;
}
