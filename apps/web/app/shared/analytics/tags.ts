import { TAG_MANAGER } from '@dealer/domain';

type YmCall = (id: number, method: string, ...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    ym?: YmCall & { a?: unknown[]; l?: number };
  }
}

const loaded = new Set<string>();

/** Adds an async script once; a blocked or failing script is only logged (INTEGRATIONS.md). */
function loadScript(src: string): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.onerror = () => console.warn(`Analytics script blocked or failed: ${src}`);
  document.head.append(script);
}

function dataLayer(): unknown[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/** Google Tag Manager: the data layer exists before the container script. */
export function startTagManager(id: string, scriptUrl: string): void {
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript(`${scriptUrl}?id=${encodeURIComponent(id)}`);
}

/** Yandex Metrica: the queue stub takes calls until tag.js arrives; hits are sent by hand (defer). */
export function startMetrica(id: string, scriptUrl: string): void {
  if (!window.ym) {
    const stub = ((...args: unknown[]) => {
      (stub.a = stub.a ?? []).push(args);
    }) as NonNullable<Window['ym']>;
    stub.l = Date.now();
    window.ym = stub;
  }
  loadScript(scriptUrl);
  window.ym(Number(id), 'init', {
    defer: true,
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
  });
}

/** SPEC 9: a content-view event in dataLayer and a Metrica hit for every page shown. */
export function trackView(url: string, ymId: string | null, gtm: boolean): void {
  try {
    if (gtm) dataLayer().push({ event: TAG_MANAGER.viewEvent, url });
    if (ymId) window.ym?.(Number(ymId), 'hit', url);
  } catch (error) {
    console.warn('Analytics view not sent', error);
  }
}

/** For the lead forms (SPEC 7): an event to the hub and a goal to the holding's counter. */
export function trackGoal(
  goal: string,
  params: Record<string, unknown>,
  ymId: string | null,
): void {
  try {
    dataLayer().push({ event: goal, ...params });
    if (ymId) window.ym?.(Number(ymId), 'reachGoal', goal, params);
  } catch (error) {
    console.warn('Analytics goal not sent', error);
  }
}
