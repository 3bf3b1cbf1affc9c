import { RouterContextProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createApiClient } from '../api/client.server.ts';
import { apiContext } from '../api/context.ts';
import { siteContext } from '../site/context.ts';
import { json, localServer } from './local-server.ts';

// An API for the list pages' loaders (favourites, compare): vehicle 1 in stock, 2 sold, 4 failing
// with the API's internal error (13), accessory 10, and 12 behind a proxy that lost its answer (a
// 502 without JSON); any other id is unknown (code 5, as the API says it).

function vehicle(id: number, status: string) {
  return {
    id,
    category: 'cars',
    typeOfTransport: 'cars',
    condition: 'new',
    status,
    mark: { code: 'kia', name: 'Kia', nameRu: 'Киа', logo: '' },
    model: { code: 'rio', name: 'Rio' },
    modification: '1.6 AT',
    equipment: 'Comfort',
    color: 'Белый',
    year: 2024,
    price: 1_500_000,
    disprice: 1_500_000 + id,
    discounts: { credit: 0, tradeIn: 0, insurance: 0 },
    mileage: 0,
    preview: `/p/${id}.svg`,
    photos: [],
    specs: [{ label: 'Привод', value: 'Передний' }],
    labels: [],
    dealer: { id: 1, code: 'sever', name: 'Север' },
  };
}

const LIST_ITEM = {
  id: 10,
  name: 'Коврики',
  brand: { nameEn: 'Kia' },
  price: 5000,
  disprice: 4000,
  image: null,
};

function listApi() {
  return localServer((_req, res, url) => {
    const path = url.pathname;
    if (path === '/v1/catalog/1') return json(res, 200, vehicle(1, 'in-stock'));
    if (path === '/v1/catalog/2') return json(res, 200, vehicle(2, 'sold'));
    if (path === '/v1/store/get/item/10') return json(res, 200, LIST_ITEM);
    if (path === '/v1/catalog/4')
      return json(res, 500, { message: 'Внутренняя ошибка', code: 13, details: null });
    if (path === '/v1/store/get/item/12') {
      res.writeHead(502);
      return res.end('Bad gateway');
    }
    return json(res, 404, { message: 'Не найдено', code: 5, details: null });
  });
}

/** A loader's context: the first holding in Moscow, its API client calling `baseUrl`. */
function listContext(baseUrl: string): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(siteContext, { holdingId: 1, city: 'msk' });
  provider.set(
    apiContext,
    createApiClient({ baseUrl, holdingId: 1, timeoutMs: 5000, tokens: {}, log: () => {} }),
  );
  return provider;
}

/**
 * A test file's list API (started before its tests, closed after), and `load` of the page at
 * `path` with a query through it; `seen` is what the API was asked so far.
 */
export function withListApi<T>(
  path: string,
  loader: (context: RouterContextProvider, request: Request) => Promise<T>,
) {
  let api: Awaited<ReturnType<typeof listApi>>;
  beforeAll(async () => {
    api = await listApi();
  });
  afterAll(() => api.close());
  afterEach(() => vi.restoreAllMocks());
  return {
    load: (search: string) =>
      loader(listContext(api.url), new Request(`http://localhost${path}${search}`)),
    seen: () => api.seen.length,
  };
}
