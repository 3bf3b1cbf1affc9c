import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { CITY_URL_UPDATE_DELAY_MS } from '@dealer/domain';
import type { CityCode } from '@dealer/domain';
import { closePanel, setCity } from '../../shared/stores/index.ts';

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * SPEC 4: choosing saves the cookie and the store at once, then puts ?city= on the current URL
 * after 300 ms; that navigation reloads the page data (phone, city names) for the new city.
 */
export function useChooseCity(): (city: CityCode) => void {
  const navigate = useNavigate();
  return useCallback(
    (city: CityCode) => {
      setCity(city);
      closePanel();
      clearTimeout(pending);
      pending = setTimeout(() => {
        const params = new URLSearchParams(window.location.search);
        params.set('city', city);
        navigate(
          { pathname: window.location.pathname, search: `?${params}`, hash: window.location.hash },
          { replace: true, preventScrollReset: true },
        );
      }, CITY_URL_UPDATE_DELAY_MS);
    },
    [navigate],
  );
}
