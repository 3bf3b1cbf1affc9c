import type { ListQuery } from './ids-param.ts';

/** What the favourites and compare pages say when their list could not be loaded. */
export const LIST_FAILED = 'Не удалось загрузить список. Проверьте соединение и обновите страницу.';

/** What a list page's loader says about a query it refuses (a hand-made address: the page writes valid ones). */
export const LIST_REFUSED =
  'Некорректный адрес списка: номера через запятую, не больше 48 в каждом списке.';

/**
 * A list page's loader answer for the lists its URL names (`query`, as read): their items, or why
 * there are none (the API failed: 503, the query was refused: 400). The page shows it only when
 * it covers the visitor's lists (listCovers).
 */
export type ListAnswer<T> =
  | { state: 'ready'; query: ListQuery; data: T }
  | { state: 'failed'; query: ListQuery; status: 400 | 503; message: string };
