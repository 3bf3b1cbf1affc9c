import { cityFromLocation } from '@dealer/domain';
import type { CityCode } from '@dealer/domain';
import { BrowserApiError, browserApi } from '../../shared/api/browser.ts';

/**
 * SPEC 4, 7: the API resolves the visitor's city from the request address (the web proxy passes it
 * on). Any failure, krasnodar or an unknown code gives Moscow; nothing is shown to the visitor.
 */
export async function lookupCity(timeoutMs = 5000): Promise<CityCode> {
  try {
    const body = await browserApi('GET', '/suggestions/location', {
      signal: AbortSignal.timeout(timeoutMs),
    });
    return cityFromLocation(body?.siteCityCode);
  } catch (error) {
    // An error answer is the API's to log; only a failed or broken call is worth a note here.
    if (!(error instanceof BrowserApiError)) console.warn('City lookup failed', error);
    return cityFromLocation(null);
  }
}
