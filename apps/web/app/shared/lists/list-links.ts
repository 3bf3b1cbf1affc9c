/**
 * The favourites and compare pages load their items in the browser, but their links come from the
 * route table, which stays on the server: the page's loader resolves a link once with this slot for
 * the id (builtIdTemplate), and each item fills it in.
 */
export const ID_SLOT = 'ID';

/** '/catalog/ID/' → '/catalog/42/'; null stays null (the page is not built on this holding). */
export function fillId(template: string | null, id: number): string | null {
  return template === null ? null : template.replace(`/${ID_SLOT}/`, `/${id}/`);
}
