import { data } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { apiContext } from '../../shared/api/context.ts';
import type {
  BrandDetail,
  BrandList,
  ModelDetail,
  SeriesDetail,
  StaticPage,
} from './brand-data.ts';

type Context = Readonly<RouterContextProvider>;

function notFound(url: URL): never {
  throw data(null, { status: 404, statusText: `Page Not Found: ${url.pathname}` });
}

/** GET /brands: the makes the holding sells. */
export async function loadBrandList(context: Context): Promise<BrandList['data']> {
  return (await context.get(apiContext).get('/brands'))?.data ?? [];
}

/** GET /brands/{brand}; an unknown make is a 404 (the API client turns the API's 404 into it too). */
export async function loadBrand(context: Context, brand: string, url: URL): Promise<BrandDetail> {
  return (
    (await context.get(apiContext).get('/brands/:brand', { params: { brand } })) ?? notFound(url)
  );
}

export async function loadModel(
  context: Context,
  brand: string,
  model: string,
  url: URL,
): Promise<ModelDetail> {
  return (
    (await context.get(apiContext).get('/brands/:brand/:model', { params: { brand, model } })) ??
    notFound(url)
  );
}

export async function loadSeries(
  context: Context,
  brand: string,
  model: string,
  series: string,
  url: URL,
): Promise<SeriesDetail> {
  return (
    (await context.get(apiContext).get('/brands/:brand/:model/:series', {
      params: { brand, model, series },
    })) ?? notFound(url)
  );
}

/**
 * The editors' text of a brand topic page: the brand's own page (credit-kia) when there is one,
 * else the holding's general one (credit); null when neither exists, and the page shows its data only.
 */
export async function loadTopicText(
  context: Context,
  topic: 'credit' | 'guaranty',
  brand: string,
): Promise<StaticPage | null> {
  const api = context.get(apiContext);
  for (const code of [`${topic}-${brand}`, topic]) {
    try {
      const page = await api.get('/static/page/:id', { params: { id: code } });
      if (page) return page;
    } catch {
      // a missing page (404) is not an error here: the next candidate is tried
    }
  }
  return null;
}
