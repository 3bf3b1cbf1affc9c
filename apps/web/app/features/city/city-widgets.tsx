import { Suspense, useCallback, useEffect, useState } from 'react';
import { CITY_POPUP_LOOKUP_DELAY_MS, cityFromLocation } from '@dealer/domain';
import type { CityCode } from '@dealer/domain';
import { cookieCity, siteExposes, useSite, useUi } from '../../shared/stores/index.ts';
import { Layer } from '../../shared/ui/layers.tsx';
import { preloadable } from '../../shared/ui/lazy.tsx';
import { useIsStaffDesk } from '../../shared/navigation/staff-desk.ts';
import { cityQuestionPutAsideStore, cityQuestionResting } from './city-question.ts';
import styles from './city-layer.module.css';

const CityPanel = preloadable(() => import('./city-panel.tsx'));
const CityPopup = preloadable(() => import('./city-popup.tsx'));

/** The question does not cut into typing: it waits while a field has the focus. */
function visitorTyping(): boolean {
  return document.activeElement?.matches('input, textarea, select') === true;
}

/** The city panel and popup (SPEC 2.15, 4), mounted once for the whole site. */
export function CityWidgets() {
  const site = useSite();
  const lookup = siteExposes(site, 'ip-city-lookup');
  const staff = useIsStaffDesk();
  const { panel } = useUi();
  const [offer, setOffer] = useState<CityCode | null>(null);
  const settled = useCallback(() => setOffer(null), []);

  // First holding only: 3 s after load with no city chosen, ask the API and offer its answer; it
  // waits for its turn among the layers (decision 0052), and 3 s more while the visitor types.
  useEffect(() => {
    if (!lookup || staff || cookieCity()) return;
    if (cityQuestionResting(cityQuestionPutAsideStore.get())) return;
    if (new URLSearchParams(window.location.search).has('city')) return;
    let live = true;
    const ask = (city: CityCode) => {
      if (!live || cookieCity()) return;
      if (visitorTyping()) timer = setTimeout(() => ask(city), CITY_POPUP_LOOKUP_DELAY_MS);
      else setOffer(city);
    };
    let timer = setTimeout(async () => {
      // The lookup and the API client under it load only when a lookup happens (not in every page).
      const located = import('./location-lookup.ts').then(
        ({ lookupCity }) => lookupCity(),
        () => cityFromLocation(null),
      );
      const [city] = await Promise.all([located, CityPopup.preload().catch(() => undefined)]);
      ask(city);
    }, CITY_POPUP_LOOKUP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [lookup, staff]);

  // From the question the next step is often the panel: have it ready.
  useEffect(() => {
    if (offer) CityPanel.preload().catch(() => undefined);
  }, [offer]);

  return (
    <>
      <Suspense fallback={null}>{panel === 'city' && <CityPanel />}</Suspense>
      <Suspense fallback={null}>
        {offer && (
          <Layer name="city-question" className={styles.layer}>
            <CityPopup city={offer} onDone={settled} />
          </Layer>
        )}
      </Suspense>
    </>
  );
}
