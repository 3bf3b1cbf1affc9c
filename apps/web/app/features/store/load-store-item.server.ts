import { data } from 'react-router';
import type { MetaDescriptor, RouterContextProvider } from 'react-router';
import type { StoreItem, StoreKind } from '@dealer/contract';
import { cityName, holdingDisplayName, parseCityCode } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import { jsonLdText } from '../../shared/site/json-ld.ts';
import { publicOrigin } from '../../shared/site/public-url.server.ts';
import type { BreadcrumbItem } from '../../shared/ui/breadcrumbs.tsx';
import { SECTION_NAMES, shownPrice, storeTile } from './store-data.ts';
import type { ShownPrice, StoreTileData } from './store-data.ts';

export interface StockLine {
  dealer: string;
  city: string;
  qty: number;
  /** The dealer's contact page, when built. */
  href: string | null;
}

export interface StoreItemData {
  id: number;
  kind: StoreKind;
  name: string;
  brand: string;
  country: string;
  partCode: string;
  price: ShownPrice;
  minCount: number;
  description: string;
  images: string[];
  stock: StockLine[];
  /** Items in stock, summed over the holding's dealers. */
  stockTotal: number;
  crumbs: BreadcrumbItem[];
  similar: StoreTileData[];
  jsonLd: string;
  /** Shown inside the iframe embed: links stay in the embed. */
  embedded: boolean;
}

const SIMILAR = 8;
const ITEM_ID = /^[1-9]\d{0,9}$/;

function productJsonLd(item: StoreItem, url: string, origin: string) {
  const images = item.images.length > 0 ? item.images : item.image ? [item.image] : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    sku: item.partCode,
    mpn: item.partCode,
    brand: { '@type': 'Brand', name: item.brand.nameEn },
    category: item.category.map((c) => c.nameRu).join(' / '),
    ...(item.description ? { description: item.description } : {}),
    ...(images.length > 0 ? { image: images.map((src) => new URL(src, origin).href) } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'RUB',
      price: item.disprice > 0 && item.disprice < item.price ? item.disprice : item.price,
      availability:
        item.stock.length > 0 ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/**
 * SPEC 2.6 /item/{accItemId}/ and its embed /iframe/item/{code}/: the item with its prices, its
 * stock at the holding's dealers (the visitor's city first) and similar items of its category. An
 * id that is not a number, or an item the API does not know, is a 404.
 */
export async function loadStoreItem(
  context: Readonly<RouterContextProvider>,
  code: string,
  { embedded }: { embedded: boolean },
): Promise<{ item: StoreItemData; meta: MetaDescriptor[] }> {
  if (!ITEM_ID.test(code))
    throw data(null, { status: 404, statusText: `Page Not Found: /item/${code}/` });
  const { holdingId, city } = context.get(siteContext);
  const api = context.get(apiContext);
  const item = await api.get('/store/get/item/:id', { params: { id: code } });
  if (!item) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  const leaf = item.category.at(-1)?.code ?? 'all';
  const list = await api.get('/store/:kind/:category', {
    params: { kind: item.kind, category: leaf },
    query: { city, perPage: SIMILAR + 1 },
    optional: true,
  });
  const itemHref = (id: number) =>
    embedded
      ? builtHref(holdingId, 'iframe-item-code', { code: id })
      : builtHref(holdingId, 'item-code', { code: id });
  const origin = publicOrigin(context);
  const canonical = `${origin}/item/${item.id}/`;
  const codes = item.category.map((c) => c.code);
  const crumbs: BreadcrumbItem[] = [
    { label: 'Главная', href: '/' },
    { label: SECTION_NAMES[item.kind], href: `/${item.kind}/` },
    ...item.category.map((c, i) => ({
      label: c.nameRu,
      href: `/${item.kind}/${codes
        .slice(0, i + 1)
        .map((s) => `${s}/`)
        .join('')}`,
    })),
    { label: item.name },
  ];
  const stock = [...item.stock]
    .sort((a, b) => Number(b.cityCode === city) - Number(a.cityCode === city))
    .map((s) => {
      const dealerCity = parseCityCode(s.cityCode);
      return {
        dealer: s.dealerName,
        city: dealerCity ? cityName(dealerCity) : '',
        qty: s.qty,
        href: dealerCity
          ? builtHref(holdingId, 'contacts-code-dealer', { code: dealerCity, dealer: s.dealerCode })
          : null,
      };
    });
  const price = shownPrice(item);
  const title = `${item.name} (${item.brand.nameEn}, ${item.partCode})`;
  return {
    item: {
      id: item.id,
      kind: item.kind,
      name: item.name,
      brand: item.brand.nameEn,
      country: item.country,
      partCode: item.partCode,
      price,
      minCount: item.minCount,
      description: item.description,
      images: item.images.length > 0 ? item.images : item.image ? [item.image] : [],
      stock,
      stockTotal: stock.reduce((sum, s) => sum + s.qty, 0),
      crumbs,
      similar: (list?.items ?? [])
        .filter((other) => other.id !== item.id)
        .slice(0, SIMILAR)
        .map((other) => storeTile(other, itemHref(other.id))),
      jsonLd: jsonLdText(productJsonLd(item, canonical, origin)),
      embedded,
    },
    meta: [
      { title: `${title} — купить за ${price.current} | ${holdingDisplayName(holdingId)}` },
      {
        name: 'description',
        content: `${item.name}, артикул ${item.partCode}, ${item.brand.nameEn}: цена ${price.current}, наличие у дилеров.`,
      },
      { tagName: 'link', rel: 'canonical', href: canonical },
      ...(embedded ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
  };
}
