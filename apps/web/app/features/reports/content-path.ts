/** The back office's content section (decision 0068); a plain module the web server reads too. */
export const CONTENT_PAGE = '/reports/content';

/** The content forms carry a picture: the web server lets their body through to the action. */
export const takesPicture = (pagePath: string) =>
  /^\/reports\/content\/((news|actions|blog|media|banners)\/(new|[1-9]\d{0,8})|pages\/[a-z0-9][a-z0-9-]{1,40})\/?$/.test(
    pagePath,
  );
