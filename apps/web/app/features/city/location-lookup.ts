import { cityFromLocation } from '@dealer/domain';
import type { CityCode } from '@dealer/domain';

/**
 * SPEC 4, 7: the API resolves the visitor's city from the request address (the web proxy passes it
 * on). Any failure, krasnodar or an unknown code gives Moscow; nothing is shown to the visitor.
 */
export async function lookupCity(timeoutMs = 5000): Promise<CityCode> {
  try {
    const response = await fetch('/api/v1/suggestions/location', {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return cityFromLocation(null);
    const body = (await response.json()) as { siteCityCode?: unknown } | null;
    return cityFromLocation(body?.siteCityCode);
  } catch (error) {
    console.warn('City lookup failed', error);
    return cityFromLocation(null);
  }
}
