import { getHolding, holdingDisplayName, href } from '@dealer/domain';
import type { HoldingId } from '@dealer/domain';

/** The holding's app icon (a square in its colour, drawn for any size). */
export const appIcon = (id: HoldingId) => `/icons/app/${getHolding(id).domain}.svg`;

/**
 * The web app manifest of a holding (issue 33): its name, colours and icon, opened at home, with
 * shortcuts to the catalogue, service booking and the personal area.
 */
export function webManifest(id: HoldingId) {
  const holding = getHolding(id);
  const name = holdingDisplayName(id);
  return {
    id: '/',
    name,
    short_name: name.length > 12 ? name.split(' ').at(-1) : name,
    description: `${name}: автомобили, сервис и личный кабинет`,
    lang: 'ru',
    dir: 'ltr',
    start_url: href('index'),
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: holding.colors.primary,
    icons: [
      { src: appIcon(id), sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: appIcon(id), sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Каталог', url: href('cars') },
      { name: 'Запись на сервис', url: href('service-online') },
      { name: 'Личный кабинет', url: href('lk') },
    ],
  };
}

export function webManifestResponse(id: HoldingId): Response {
  return new Response(JSON.stringify(webManifest(id)), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
