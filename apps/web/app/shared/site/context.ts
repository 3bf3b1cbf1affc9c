import { createContext } from 'react-router';
import type { CityCode, HoldingId } from '@dealer/domain';

/** What every loader of a request knows: which holding is served and for which city. */
export interface Site {
  holdingId: HoldingId;
  city: CityCode;
}

export const siteContext = createContext<Site>({ holdingId: 1, city: 'msk' });

/** Cookies to add to the document response (token refresh, city choice). */
export const responseCookiesContext = createContext<string[]>([]);
