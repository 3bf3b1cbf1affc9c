import { startHttpFake, type FakeRequest } from './http-fake.ts';

// DaData iplocate and suggest answers; a wrong key gets 401 as the service does.
export const dadataPlaces: Record<string, { value: string; data: Record<string, string> } | null> =
  {
    '46.226.227.20': { value: 'г Москва', data: { city: 'Москва', region_with_type: 'г Москва' } },
    '93.184.216.34': {
      value: 'г Санкт-Петербург',
      data: { city: 'Санкт-Петербург', region_with_type: 'г Санкт-Петербург' },
    },
    '85.26.235.1': {
      value: 'г Краснодар',
      data: { city: 'Краснодар', region_with_type: 'Краснодарский край' },
    },
  };

export function startDadataFake(token = 'test-token') {
  return startHttpFake((request: FakeRequest) => {
    if (request.headers.authorization !== `Token ${token}`)
      return { status: 401, json: { message: 'Unauthorized' } };
    const url = new URL(request.url, 'http://fake');
    if (request.method === 'GET' && url.pathname.endsWith('/iplocate/address')) {
      const ip = url.searchParams.get('ip') ?? '';
      return { status: 200, json: { location: dadataPlaces[ip] ?? null } };
    }
    if (request.method === 'POST' && url.pathname.endsWith('/suggest/address')) {
      const { query } = JSON.parse(request.body) as { query: string };
      return {
        status: 200,
        json: {
          suggestions: [
            {
              value: `г Москва, ${query}`,
              unrestricted_value: `101000, г Москва, ${query}`,
              data: { city: 'Москва' },
            },
          ],
        },
      };
    }
    return { status: 404, json: {} };
  });
}
