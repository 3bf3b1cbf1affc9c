import { Suspense, useEffect } from 'react';
import { CITY_POPUP_LOOKUP_DELAY_MS, cityFromLocation } from '@dealer/domain';
import type { CityCode } from '@dealer/domain';
import {
  cookieCity,
  openPanel,
  siteExposes,
  uiStore,
  useSite,
  useUi,
} from '../../shared/stores/index.ts';
import { preloadable } from '../../shared/ui/lazy.tsx';

const CityPanel = preloadable(() => import('./city-panel.tsx'));
const CityPopup = preloadable(() => import('./city-popup.tsx'));

/**
 * The popup does not cut in: not over an open panel or dialog (a request form), nor while a field
 * has the focus.
 */
function visitorBusy(): boolean {
  return (
    uiStore.get().panel !== null ||
    document.querySelector('[aria-modal="true"]') !== null ||
    document.activeElement?.matches('input, textarea, select') === true
  );
}

/** The city panel and popup (SPEC 2.15, 4), mounted once for the whole site. */
export function CityWidgets() {
  const site = useSite();
  const lookup = siteExposes(site, 'ip-city-lookup');
  const { panel, data } = useUi();

  // First holding only: 3 s after load with no city chosen, ask the API and offer its answer;
  // while the visitor is busy with something else, offer it 3 s after each look.
  useEffect(() => {
    if (!lookup || cookieCity()) return;
    if (new URLSearchParams(window.location.search).has('city')) return;
    let live = true;
    const offer = (city: CityCode) => {
      if (!live || cookieCity()) return;
      if (visitorBusy()) timer = setTimeout(() => offer(city), CITY_POPUP_LOOKUP_DELAY_MS);
      else openPanel('city-popup', { city });
    };
    let timer = setTimeout(async () => {
      // The lookup and the API client under it load only when a lookup happens (not in every page).
      const located = import('./location-lookup.ts').then(
        ({ lookupCity }) => lookupCity(),
        () => cityFromLocation(null),
      );
      const [city] = await Promise.all([located, CityPopup.preload().catch(() => undefined)]);
      offer(city);
    }, CITY_POPUP_LOOKUP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [lookup]);

  // From the popup the next step is often the panel: have it ready.
  useEffect(() => {
    if (panel === 'city-popup') CityPanel.preload().catch(() => undefined);
  }, [panel]);

  return (
    <Suspense fallback={null}>
      {panel === 'city' && <CityPanel />}
      {panel === 'city-popup' && <CityPopup data={data} />}
    </Suspense>
  );
}
