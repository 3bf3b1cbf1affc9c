import { createStore, useStore } from './create-store.ts';

/** Every panel or overlay of the shell; at most one is open at a time. */
export type PanelName = 'menu' | 'city' | 'search' | 'login' | 'feedback' | 'install' | 'success';

export interface UiState {
  panel: PanelName | null;
  /** What the opener handed over (a preselected reason, a redirect flag, a browser...). */
  data: unknown;
}

const CLOSED: UiState = { panel: null, data: undefined };

export const uiStore = createStore<UiState>(CLOSED);

/** Opens a panel and closes whichever was open (SPEC 4: opening one form closes the others). */
export function openPanel(panel: PanelName, data?: unknown): void {
  uiStore.set({ panel, data });
}

/** Closes the open panel; with a name, only when that panel is the open one. */
export function closePanel(panel?: PanelName): void {
  uiStore.set((state) => (panel && state.panel !== panel ? state : CLOSED));
}

export function togglePanel(panel: PanelName, data?: unknown): void {
  uiStore.set((state) => (state.panel === panel ? CLOSED : { panel, data }));
}

/** The whole ui state: which panel is open and its opening data. */
export function useUi(): UiState {
  return useStore(uiStore);
}

export function useIsOpen(panel: PanelName): boolean {
  return useStore(uiStore, (state) => state.panel === panel);
}
