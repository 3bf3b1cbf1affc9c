/** The stock feeds page; its upload form posts a file, which the web server passes on unread. */
export const IMPORT_PAGE = '/reports/import';

/** Whether a page path (`.data` requests included, form-body.ts) is the stock feeds page. */
export const takesFeed = (pagePath: string) => pagePath.replace(/\/+$/, '') === IMPORT_PAGE;

// Staff sign in to /reports with their own token in a cookie of its own: a customer's token
// never opens the desk, and a staff token never opens the personal area.
export const STAFF_COOKIE = 'staffToken';

/**
 * Whether a post to the stock feeds page may be passed on: its feed (up to 200 MB) goes to the API
 * unread, so a post without a staff session is refused before a byte of it is read. The session
 * itself is checked by the page's action.
 */
export const mayPostFeed = (cookieHeader: string | undefined) =>
  (cookieHeader ?? '')
    .split(';')
    .some(
      (part) =>
        part.trim().startsWith(`${STAFF_COOKIE}=`) && part.trim().length > STAFF_COOKIE.length + 1,
    );
