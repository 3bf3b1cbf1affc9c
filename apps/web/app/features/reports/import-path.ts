/** The stock feeds page; its upload form posts a file, which the web server passes on unread. */
export const IMPORT_PAGE = '/reports/import';

/** Whether a page path (`.data` requests included, form-body.ts) is the stock feeds page. */
export const takesFeed = (pagePath: string) => pagePath.replace(/\/+$/, '') === IMPORT_PAGE;
