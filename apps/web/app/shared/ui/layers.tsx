import { createContext, use, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createStore, useStore } from '../stores/create-store.ts';
import type { Store } from '../stores/create-store.ts';
import styles from './layers.module.css';

/**
 * The layers that ask for the visitor's attention over the page, first come first (decision 0052).
 * One is shown at a time, and none while a modal dialog is open. A new layer (issue 33's Android
 * install offer) joins by taking its place in this list.
 */
export const LAYER_ORDER = ['city-question', 'cookie-notice', 'install-offer'] as const;

export type LayerName = (typeof LAYER_ORDER)[number];

interface Slot {
  wanted: ReadonlySet<LayerName>;
  /** Modal dialogs open now. */
  modals: number;
}

interface Layers {
  slot: Store<Slot>;
  want(name: LayerName): () => void;
  modalOpened(): () => void;
}

const LayersContext = createContext<Layers | null>(null);
const NO_SLOT: Slot = { wanted: new Set(), modals: 0 };

/** Which of the wanted layers is shown: the first in the order, none above an open dialog. */
export function shownLayer(wanted: ReadonlySet<LayerName>, modals: number): LayerName | null {
  if (modals > 0) return null;
  return LAYER_ORDER.find((name) => wanted.has(name)) ?? null;
}

/**
 * Holds the order for the whole page (mounted once, in root). The slot is a store the context
 * hands down once: a change of the shown layer re-renders the layers alone. A context value that
 * changed would also reach every part of the page React has not hydrated yet (the card's similar
 * vehicles waiting for their code), and React would drop their server HTML and draw them again,
 * in the long task that follows hydration (decision 0052's addendum on blocking time).
 */
export function LayerProvider({ children }: { children: ReactNode }) {
  const [layers] = useState<Layers>(() => {
    const slot = createStore<Slot>(NO_SLOT);
    return {
      slot,
      want(name) {
        slot.set((previous) => ({ ...previous, wanted: new Set(previous.wanted).add(name) }));
        return () =>
          slot.set((previous) => {
            const wanted = new Set(previous.wanted);
            wanted.delete(name);
            return { ...previous, wanted };
          });
      },
      modalOpened() {
        slot.set((previous) => ({ ...previous, modals: previous.modals + 1 }));
        return () => slot.set((previous) => ({ ...previous, modals: previous.modals - 1 }));
      },
    };
  });
  return <LayersContext value={layers}>{children}</LayersContext>;
}

const EMPTY_SLOT = createStore<Slot>(NO_SLOT);

/** The layer that has the slot now, for a layer whose clock runs only while it is seen. */
export function useShownLayer(): LayerName | null {
  const slot = use(LayersContext)?.slot ?? EMPTY_SLOT;
  return useStore(slot, ({ wanted, modals }) => shownLayer(wanted, modals));
}

/** A modal dialog keeps every layer hidden while it is open (the Dialog primitive calls this). */
export function useModalOpen(open: boolean): void {
  const opened = use(LayersContext)?.modalOpened;
  useLayoutEffect(() => (open && opened ? opened() : undefined), [open, opened]);
}

/**
 * A layer asks for the slot while it is mounted and stays in the page while another has it
 * (hidden), so the focus a dialog hands back to its button finds it. The slot's height over the
 * bottom of the screen is `--bottom-layer-height` on the root, for what must stay above it; a
 * layer a dialog hides for a while keeps it (nothing moves under the dialog, and the root's
 * variable does not make the browser style the whole page again in the tap that opens it).
 */
export function Layer({
  name,
  className,
  early = false,
  children,
}: {
  name: LayerName;
  className?: string;
  /**
   * Drawn by the server and shown before the page wakes when the head's script names it in
   * `data-early-layer` (the cookie notice paints with the page, not a second later); the slot's
   * order rules from hydration on.
   */
  early?: boolean;
  children: ReactNode;
}) {
  const layers = use(LayersContext);
  const want = layers?.want;
  // Asked in a layout effect: the first paint after hydration shows one layer, never several.
  useLayoutEffect(() => want?.(name), [want, name]);
  const shown = useShownLayer() === name;
  // Has the slot but for the dialogs open now.
  const held = useStore(layers?.slot ?? EMPTY_SLOT, ({ wanted }) => shownLayer(wanted, 0)) === name;
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!held || !element) return;
    const root = document.documentElement;
    const measure = () => {
      // Hidden by a dialog: the room stays as it was.
      if (element.hidden) return;
      const { top, bottom } = element.getBoundingClientRect();
      const covered = bottom > window.innerHeight / 2 ? Math.max(0, window.innerHeight - top) : 0;
      root.style.setProperty('--bottom-layer-height', `${Math.ceil(covered)}px`);
    };
    // Measured as the observer first reports, after the browser's own layout and before the
    // paint: measured here, in the effect, it forced a layout of the whole page of its own.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--bottom-layer-height');
    };
  }, [held]);
  return (
    <div
      ref={ref}
      className={`${styles.layer} ${className ?? ''}`}
      data-layer={name}
      data-early={early ? '' : undefined}
      hidden={!shown && !early}
    >
      {children}
    </div>
  );
}
