import { createPersistedStore, useStore } from './create-store.ts';

/** SPEC 3 user info, as the user endpoint answers it; only the known fields are typed. */
export interface UserInfo {
  firstName?: string;
  lastName?: string;
  middleName?: string;
  phone?: string;
  email?: string;
  earlyBonusSumEnd?: { bonusQtySum?: number } | null;
}

function parseUser(raw: string): UserInfo | null | undefined {
  const parsed: unknown = JSON.parse(raw);
  if (parsed === null) return null;
  return typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as UserInfo) : undefined;
}

// Filled by the login panel from the user endpoint; its presence means a logged-in visitor
// for the page's script (the tokens themselves are httpOnly cookies the script never sees).
export const userStore = createPersistedStore<UserInfo | null>({
  key: 'userInfo',
  initial: null,
  parse: parseUser,
});

export function setUser(user: UserInfo | null): void {
  userStore.set(user);
}

export function useUser(): UserInfo | null {
  return useStore(userStore);
}

export function useFirstName(): string | null {
  return useStore(userStore, (user) => user?.firstName?.trim() || null);
}

/** SPEC 2.11: «скоро сгорят» is shown when expiring bonus points exist. */
export function useHasExpiringBonuses(): boolean {
  return useStore(userStore, (user) => (user?.earlyBonusSumEnd?.bonusQtySum ?? 0) > 0);
}
