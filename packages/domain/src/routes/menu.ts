import { CATALOG_SEGMENTS, DEFAULT_BRAND_LOGO, DEFAULT_LOGO_BRANDS } from '../constants/site.ts';

function firstSegment(pathname: string): string {
  return pathname.split('/').find((s) => s !== '') ?? '';
}

/**
 * SPEC 2.12: an item is highlighted when its key equals the first path segment, and the
 * catalogue item also for every listing category segment (cars, moto, commercial, ...).
 */
export function isMenuItemActive(itemKey: string, pathname: string): boolean {
  const first = firstSegment(pathname);
  if (first !== '' && first === itemKey) return true;
  return itemKey === 'catalog' && CATALOG_SEGMENTS.some((segment) => segment === first);
}

/** SPEC 2.17: «Перейти в каталог» leads to the store from an item page, else to the cars. */
export function catalogLinkFor(routeName: string | null | undefined): '/store/' | '/cars/' {
  return routeName === 'item-code' ? '/store/' : '/cars/';
}

/** SPEC 2.12: mini and bmw show the default logo instead of their own. */
export function brandLogoSrc(brandCode: string, logo: string | null | undefined): string {
  if (DEFAULT_LOGO_BRANDS.includes(brandCode.toLowerCase()) || !logo) return DEFAULT_BRAND_LOGO;
  return logo;
}

/** SPEC 2.12: a side-menu leaf link goes to '/' + link + '/'. */
export function menuLeafHref(link: string): string {
  const trimmed = link.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}
