import { CITY_COOKIE_MAX_AGE } from '@dealer/domain';
import { createPersistedStore } from '../../shared/stores/index.ts';

// Decision 0052: a city question the visitor put aside (closed, or «Выбрать другой» left without a
// choice) is not asked again on the next pages; it is asked again once the date is as old as a
// city choice would be (the city cookie's lifetime, SPEC 9).
export const cityQuestionPutAsideStore = createPersistedStore<string | null>({
  key: 'cityQuestionPutAside',
  initial: null,
  parse: (raw) => {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined;
  },
});

export function putCityQuestionAside(now = new Date()): void {
  cityQuestionPutAsideStore.set(now.toISOString());
}

/** Whether a question put aside at `putAside` still keeps it away at `now`. */
export function cityQuestionResting(putAside: string | null, now = Date.now()): boolean {
  if (putAside === null) return false;
  const age = now - Date.parse(putAside);
  return age >= 0 && age < CITY_COOKIE_MAX_AGE * 1000;
}
