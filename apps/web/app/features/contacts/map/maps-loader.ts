// SPEC 4 maps loader: pending → loading → loaded | error. The script is asked for once per page
// life; a failure is stored and every later call rejects with it (SPEC 8), so a broken map
// service costs one request, not one per map.

export type MapsState =
  | { status: 'pending' }
  | { status: 'loading' }
  | { status: 'loaded' }
  | { status: 'error'; error: Error };

/** What the maps script defines (INTEGRATIONS.md: `ymaps3`, ready when `ymaps3.ready` resolves). */
export interface MapsApi {
  ready: Promise<unknown>;
  YMap: new (
    element: HTMLElement,
    props: Record<string, unknown>,
  ) => MapsEntity & {
    destroy(): void;
  };
  YMapDefaultSchemeLayer: new (props?: Record<string, unknown>) => MapsEntity;
  YMapDefaultFeaturesLayer: new (props?: Record<string, unknown>) => MapsEntity;
  YMapMarker: new (props: { coordinates: [number, number] }, element: HTMLElement) => MapsEntity;
}
export interface MapsEntity {
  addChild(child: MapsEntity): unknown;
}

/** Adds the script to the page: resolves when it ran, rejects when it failed to load. */
export type ScriptInjector = (src: string) => Promise<void>;

export const MAPS_TIMEOUT_MS = 15_000;

export function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('Карта не загрузилась'));
    document.head.append(script);
  });
}

export interface MapsLoader {
  state(): MapsState;
  subscribe(listener: (state: MapsState) => void): () => void;
  load(): Promise<MapsApi>;
}

export function createMapsLoader(
  src: string,
  options: {
    inject?: ScriptInjector;
    api?: () => MapsApi | undefined;
    timeoutMs?: number;
  } = {},
): MapsLoader {
  const inject = options.inject ?? injectScript;
  const readApi = options.api ?? (() => (globalThis as { ymaps3?: MapsApi }).ymaps3 ?? undefined);
  const timeoutMs = options.timeoutMs ?? MAPS_TIMEOUT_MS;
  let state: MapsState = { status: 'pending' };
  let promise: Promise<MapsApi> | null = null;
  const listeners = new Set<(state: MapsState) => void>();
  const set = (next: MapsState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };

  async function run(): Promise<MapsApi> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Карта не ответила вовремя')), timeoutMs);
    });
    try {
      await Promise.race([inject(src), timeout]);
      const api = readApi();
      if (!api) throw new Error('Скрипт карты не определил ymaps3');
      await Promise.race([api.ready, timeout]);
      return api;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (!promise) {
        set({ status: 'loading' });
        promise = run().then(
          (api) => {
            set({ status: 'loaded' });
            return api;
          },
          (error: unknown) => {
            const stored = error instanceof Error ? error : new Error(String(error));
            set({ status: 'error', error: stored });
            throw stored;
          },
        );
      }
      return promise;
    },
  };
}

const loaders = new Map<string, MapsLoader>();

/** The page's one loader for this script address. */
export function mapsLoaderFor(src: string): MapsLoader {
  let loader = loaders.get(src);
  if (!loader) {
    loader = createMapsLoader(src);
    loaders.set(src, loader);
  }
  return loader;
}
