import { renderToStaticMarkup } from 'react-dom/server';
import { getHolding, holdingDisplayName, holdingPhone } from '@dealer/domain';
import type { CityCode, HoldingId } from '@dealer/domain';
// The site's own tokens and base styles (each holding's colours), written into the page.
import globalCss from '../../styles/global.css?inline';

const OWN_CSS = `
header{padding:.75rem 1.25rem;background:var(--color-bg);border-bottom:1px solid var(--color-surface)}
header img{display:block}
main{max-width:32rem;margin:0 auto;padding:2.5rem 1.25rem;text-align:center}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}
p{margin:0 0 1rem}
a.phone{display:block;margin:.5rem 0 1.5rem;font-size:1.375rem;font-weight:700;color:var(--color-accent);text-decoration:none}
a.button{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.5rem;border-radius:var(--radius);background:var(--color-accent);color:var(--color-on-accent);font-weight:600;text-decoration:none}`;

/** The offline page's text (issue 33). */
export const OFFLINE_TITLE = 'Нет соединения с интернетом';

/**
 * The page the service worker shows when a page is asked for without a network and no copy of it
 * is kept (decision 0067): the holding's name, colours and phone, in one file with its styles, so
 * it needs nothing else from the network. The worker keeps it at install.
 */
function OfflinePage({ id, city, nonce }: { id: HoldingId; city: CityCode; nonce: string }) {
  const { logo } = getHolding(id);
  const phone = holdingPhone(id, city);
  return (
    <html lang="ru" data-holding={id}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${OFFLINE_TITLE} — ${holdingDisplayName(id)}`}</title>
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: globalCss + OWN_CSS }} />
      </head>
      <body>
        <header>
          <img src={logo} alt={holdingDisplayName(id)} height="36" />
        </header>
        <main>
          <h1>{OFFLINE_TITLE}</h1>
          <p>Страница откроется, когда соединение появится. Позвоните нам, мы поможем:</p>
          <a className="phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {phone}
          </a>
          {/* The address of the page asked for: the worker answers it with the page once online. */}
          <a className="button" href="">
            Обновить страницу
          </a>
        </main>
      </body>
    </html>
  );
}

export function offlinePageResponse(id: HoldingId, city: CityCode, nonce: string): Response {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<OfflinePage id={id} city={city} nonce={nonce} />)}`;
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
