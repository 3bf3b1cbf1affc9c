import { createContext, use, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styles from './layers.module.css';

/**
 * The layers that ask for the visitor's attention over the page, first come first (decision 0052).
 * One is shown at a time, and none while a modal dialog is open. A new layer (issue 33's Android
 * install offer) joins by taking its place in this list.
 */
export const LAYER_ORDER = ['city-question', 'cookie-notice', 'install-offer'] as const;

export type LayerName = (typeof LAYER_ORDER)[number];

interface Layers {
  /** The layer that has the slot, or null. */
  shown: LayerName | null;
  want(name: LayerName): () => void;
  modalOpened(): () => void;
}

const LayersContext = createContext<Layers | null>(null);

/** Which of the wanted layers is shown: the first in the order, none above an open dialog. */
export function shownLayer(wanted: ReadonlySet<LayerName>, modals: number): LayerName | null {
  if (modals > 0) return null;
  return LAYER_ORDER.find((name) => wanted.has(name)) ?? null;
}

/** Holds the order for the whole page (mounted once, in root). */
export function LayerProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState<ReadonlySet<LayerName>>(new Set());
  const [modals, setModals] = useState(0);
  const want = useCallback((name: LayerName) => {
    setWanted((previous) => new Set(previous).add(name));
    return () =>
      setWanted((previous) => {
        const next = new Set(previous);
        next.delete(name);
        return next;
      });
  }, []);
  const modalOpened = useCallback(() => {
    setModals((count) => count + 1);
    return () => setModals((count) => count - 1);
  }, []);
  const shown = shownLayer(wanted, modals);
  const value = useMemo(() => ({ shown, want, modalOpened }), [shown, want, modalOpened]);
  return <LayersContext value={value}>{children}</LayersContext>;
}

/** The layer that has the slot now, for a layer whose clock runs only while it is seen. */
export function useShownLayer(): LayerName | null {
  return use(LayersContext)?.shown ?? null;
}

/** A modal dialog keeps every layer hidden while it is open (the Dialog primitive calls this). */
export function useModalOpen(open: boolean): void {
  const layers = use(LayersContext);
  const opened = layers?.modalOpened;
  useLayoutEffect(() => (open && opened ? opened() : undefined), [open, opened]);
}

/**
 * A layer asks for the slot while it is mounted and stays in the page while another has it
 * (hidden), so the focus a dialog hands back to its button finds it. The slot's height over the
 * bottom of the screen is `--bottom-layer-height` on the root, for what must stay above it.
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
  const shown = layers?.shown === name;
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const measure = () => {
      const { top, bottom } = element.getBoundingClientRect();
      const covered = bottom > window.innerHeight / 2 ? Math.max(0, window.innerHeight - top) : 0;
      root.style.setProperty('--bottom-layer-height', `${Math.ceil(covered)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--bottom-layer-height');
    };
  }, [shown]);
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
