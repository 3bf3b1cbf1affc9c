import {
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type DependencyList,
  type ReactNode,
  type RefObject,
} from 'react';

/** What says a visitor is about to use a part: a hover, a tap, a focus, a key. */
const TOUCH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** A field of a part: what the visitor typed or ticked in it before the part's code came. */
type Typed = Map<string, string | boolean>;

/** One part that waits for the visitor: its gate, and what it keeps until it wakes. */
interface Waking {
  /** The server wrote the part: it waits for the gate. A part the browser mounts shows at once. */
  fromServer: boolean;
  opened: Promise<void>;
  open: () => void;
  /** The part's server HTML, taken when it mounted: shown again if React renders it anew asleep. */
  html: string;
  typed: Typed;
  /** The field that had the focus. */
  focused: string | null;
  /** Stops listening for the part: it is awake and rendered. */
  listened: () => void;
}

function newWaking(fromServer: boolean, html: string): Waking {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    fromServer,
    opened,
    open,
    html,
    typed: new Map(),
    focused: null,
    listened: () => {},
  };
}

const never = () => () => {};

/** False while React hydrates the component (and on the server), true in the browser's own render. */
function useBrowserRender(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * A part of the server's HTML that works without its code (a form that posts to its route's
 * action) and wakes only when the visitor reaches for it: until a hover, tap, focus or key inside
 * the returned element, its code is not loaded and the server's HTML stands for it. React's selective hydration keeps a Suspense boundary that
 * suspends as the server's HTML; when React has to render it anew before it wakes (an update of
 * the router, such as React Router's route discovery, reaches every boundary still hydrating), the
 * part shows the HTML it had, kept when it mounted. What the visitor types or ticks meanwhile is
 * carried into the part when its code renders it, with the focus; a submit before that is the
 * form's plain post. A part the browser mounts itself (after a client-side navigation) shows at
 * once, as any other.
 *
 * Returns the part in an element of its own, the same element while `deps` are the same (a
 * boundary that gets new props before it hydrates is rendered anew). Give loader data by value
 * (a JSON string): React Router hands the same data over as new objects.
 *
 * `serverHtml`: the part's server HTML (the inside of its element), read by its caller's module
 * before React hydrated, for a part whose own module loads lazily: React may render the boundary
 * above it anew before that module came, and the part then mounts in the browser's render. With
 * that HTML it still waits for the visitor and shows it meanwhile, instead of loading its code.
 */
export function useWakingPart(
  part: () => ReactNode,
  deps: DependencyList,
  serverHtml = '',
): ReactNode {
  const browserRender = useBrowserRender();
  const [waking] = useState(() =>
    newWaking(serverHtml !== '' || (!browserRender && !import.meta.env.SSR), serverHtml),
  );
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!waking.fromServer || !element) return;
    // The HTML read before hydration, else the one hydrated (not the kept copy shown again).
    waking.html ||= element.innerHTML;
    const inside = (event: Event): event is Event & { target: Element } =>
      event.target instanceof Element && element.contains(event.target);
    // Heard on the window, before React: React stops an event inside a boundary it cannot
    // hydrate yet from reaching anything else.
    const touch = (event: Event) => {
      if (!inside(event)) return;
      if (event.type === 'focusin') waking.focused = event.target.getAttribute('name');
      waking.open();
    };
    const type = (event: Event) => {
      if (inside(event)) remember(waking.typed, event.target);
    };
    const listeners = [
      ...TOUCH_EVENTS.map((name) => [name, touch] as const),
      ['input', type] as const,
      ['change', type] as const,
    ];
    for (const [name, listener] of listeners)
      window.addEventListener(name, listener, { capture: true, passive: true });
    let listening = true;
    const stop = () => {
      if (!listening) return;
      listening = false;
      for (const [name, listener] of listeners)
        window.removeEventListener(name, listener, { capture: true });
    };
    // Once the part is rendered it hears the visitor itself (AfterTouch calls this).
    waking.listened = stop;
    return stop;
  }, [waking]);

  return useMemo(
    () => (
      <div ref={ref}>
        <Suspense fallback={<KeptHtml waking={waking} />}>
          <AfterTouch waking={waking} within={ref}>
            {part()}
          </AfterTouch>
        </Suspense>
      </div>
    ),
    // The part is rendered from `deps`, as the caller lists them.
    [waking, ...deps],
  );
}

/** A field's value as the visitor left it. */
function remember(typed: Typed, target: Element): void {
  if (target instanceof HTMLInputElement) {
    if (!target.name || target.type === 'file' || target.type === 'hidden') return;
    if (target.type === 'checkbox') typed.set(target.name, target.checked);
    else if (target.type !== 'radio') typed.set(target.name, target.value);
    else if (target.checked) typed.set(target.name, target.value);
  } else if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) {
    if (target.name) typed.set(target.name, target.value);
  }
}

/** Sets a field as typing does, so React's handlers and the form's checks hear it. */
function carry(field: Element, value: string | boolean): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const checked = typeof value === 'boolean' ? value : field.value === value;
    if (field.checked !== checked) field.click();
    return;
  }
  if (typeof value !== 'string') return;
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setter || (field as HTMLInputElement).value === value) return;
  setter.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The part's server HTML, standing for it while it sleeps after React rendered it anew. */
function KeptHtml({ waking }: { waking: Waking }) {
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: waking.html }} />;
}

/** The part, once the visitor reached for it (at once for a part the browser mounted itself). */
function AfterTouch({
  waking,
  within,
  children,
}: {
  waking: Waking;
  within: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const browserRender = useBrowserRender();
  // Asleep while React hydrates it, or renders it anew with its server HTML kept (without that
  // HTML, should React render it anew before the host's effect ran, it renders at once).
  const asleep = waking.fromServer && (!browserRender || waking.html !== '');
  if (asleep && !import.meta.env.SSR) use(waking.opened);
  // What was typed before the part's code came is carried into its fields where they do not hold
  // it: all of them when React rendered the part anew, a field React set back when it hydrated
  // (a controlled one, such as the phone's mask, takes the value its state has).
  useLayoutEffect(() => {
    waking.listened();
    const element = within.current;
    if (!element || waking.typed.size === 0) return;
    for (const [name, value] of waking.typed)
      for (const field of element.querySelectorAll(`[name="${CSS.escape(name)}"]`))
        carry(field, value);
    const focused =
      waking.focused && element.querySelector(`[name="${CSS.escape(waking.focused)}"]`);
    if (focused instanceof HTMLElement && !element.contains(document.activeElement))
      focused.focus();
    // Once: a later render of the part is the visitor's own.
    waking.typed.clear();
  }, [waking, within]);
  return children;
}
