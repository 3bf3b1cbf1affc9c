import { SERVICE_WORKER } from '@dealer/domain';
import { createStore } from '../../shared/stores/index.ts';
import { newBuildFound } from '../../shared/navigation/new-version.ts';
import { mayReload } from '../../shared/navigation/reload-guard.ts';
import { reloadOnChunkError } from './chunk-error.ts';

// Loaded once the page has settled (pwa-start.tsx): the guard for chunks that fail to load, the
// service worker's registration and the poll for a new build (SPEC 4, 7, 8; decision 0067).

declare const __BUILD_ID__: string;

/** SPEC 4: the service worker's flags. */
export interface WorkerState {
  offlineReady: boolean;
  needRefresh: boolean;
  registrationError: boolean;
}

export const workerState = createStore<WorkerState>({
  offlineReady: false,
  needRefresh: false,
  registrationError: false,
});

/** How often an open tab asks for the current build's id (and on each return to the tab). */
const POLL_MS = 10 * 60_000;

function mark(state: Partial<WorkerState>) {
  workerState.set((previous) => ({ ...previous, ...state }));
  const { offlineReady, needRefresh, registrationError } = workerState.get();
  // For the end-to-end tests and a support engineer's eye: the flags on the document.
  const flags = [
    offlineReady && 'offline-ready',
    needRefresh && 'needs-refresh',
    registrationError && 'error',
  ];
  document.documentElement.dataset.serviceWorker = flags.filter(Boolean).join(' ');
}

async function register(): Promise<ServiceWorkerRegistration | null> {
  const container = navigator.serviceWorker;
  const updating = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    // The first worker takes a page that had none: it works offline from now on. A new worker
    // replacing an old one: the page reloads once, for the code of the build it serves.
    if (!updating) return mark({ offlineReady: true });
    mark({ needRefresh: false });
    if (mayReload(window.location.pathname)) window.location.reload();
  });
  try {
    const registration = await container.register(SERVICE_WORKER.path, {
      scope: SERVICE_WORKER.scope,
      updateViaCache: 'none',
    });
    if (updating) mark({ offlineReady: true });
    registration.addEventListener('updatefound', () => {
      if (registration.active) mark({ needRefresh: true });
    });
    return registration;
  } catch (error) {
    console.error('Service worker registration failed', error);
    mark({ registrationError: true });
    return null;
  }
}

async function pollBuild(registration: ServiceWorkerRegistration | null): Promise<void> {
  try {
    const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return;
    const { id } = (await response.json()) as { id?: unknown };
    if (typeof id !== 'string' || id === __BUILD_ID__) return;
    newBuildFound(mayReload);
    await registration?.update();
  } catch {
    // Offline or a server away: asked again later.
  }
}

export async function startPwa(): Promise<void> {
  reloadOnChunkError();
  const registration = navigator.serviceWorker ? await register() : null;
  void pollBuild(registration);
  setInterval(() => void pollBuild(registration), POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void pollBuild(registration);
  });
}
