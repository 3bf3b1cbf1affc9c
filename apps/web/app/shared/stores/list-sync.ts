import type { ListChange, SyncedList } from './list-sync-request.ts';
import { userStore } from './user.ts';

export type { ListChange, SyncedList } from './list-sync-request.ts';

/**
 * SPEC 4: for a logged-in visitor a change made locally is also sent to the server; SPEC 8: a
 * failure is only logged. Anonymous visitors keep their lists in this browser alone, and their
 * pages do not load the calls.
 */
export async function syncList(list: SyncedList, change: ListChange): Promise<void> {
  if (userStore.get() === null) return;
  const { sendListChange } = await import('./list-sync-request.ts');
  await sendListChange(list, change);
}
