import type { ServerResponse } from 'node:http';
import { ERROR_PAGE_TITLE, errorCodeLine } from '@dealer/domain';

// SPEC 2.17's error text with the code, on a page of its own: it must show without the API, the
// app's loaders or its scripts, so it carries its few styles inline.
const PAGE = `<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${ERROR_PAGE_TITLE}</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a}main{max-width:40rem;margin:15vh auto;padding:0 1.5rem}h1{font-size:1.75rem;margin:0 0 .5rem}p{margin:0 0 1rem}a{color:inherit}</style>
</head>
<body>
<main>
<h1>${ERROR_PAGE_TITLE}</h1>
<p>${errorCodeLine(503)}</p>
<p>Сайт временно недоступен. Попробуйте обновить страницу через минуту.</p>
<p><a href="/">Перейти на главную</a></p>
</main>
</body>
</html>
`;
const BODY = Buffer.from(PAGE);

/** 503 with a short Retry-After: the site comes back by itself once the API answers again. */
export function sendUnavailable(res: ServerResponse, head: boolean): void {
  res.writeHead(503, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(BODY.length),
    'cache-control': 'no-store',
    'retry-after': '30',
  });
  res.end(head ? undefined : BODY);
}
