import {
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';

/** What says a visitor is about to use a part: a hover, a tap, a focus, a key. */
const TOUCH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

interface Gate {
  opened: Promise<void>;
  open: () => void;
}

function newGate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * A part of the server's HTML that works without its code (a form that posts to its route's
 * action) and wakes only when the visitor reaches for it: until a hover, tap, focus or key inside
 * the returned element, its Suspense boundary stays server HTML and its code is not loaded
 * (React's selective hydration keeps a suspended boundary as it is). What is typed meanwhile
 * stays in the fields, and a submit before the code arrives is the form's plain post. Rendered
 * by the browser itself (after a client-side navigation, or when React renders the boundary
 * anew) the part shows at once, as any other. The hook changes no state: a render of the
 * component around a boundary still waiting would make React drop the server's HTML.
 */
export function useFirstTouch<T extends HTMLElement>({
  near = false,
}: {
  /** Also when the element comes within a screen of the viewport: a part shown further down. */
  near?: boolean;
} = {}): [RefObject<T | null>, Gate] {
  const [gate] = useState(newGate);
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate, near]);
  useEffect(() => {
    // Heard on the window, before React: React stops an event inside a boundary it cannot
    // hydrate yet from reaching anything else.
    const open = (event: Event) => {
      if (event.target instanceof Node && ref.current?.contains(event.target)) gate.open();
    };
    for (const type of TOUCH_EVENTS)
      window.addEventListener(type, open, { capture: true, passive: true });
    return () => {
      for (const type of TOUCH_EVENTS) window.removeEventListener(type, open, { capture: true });
    };
  }, [gate]);
  return [ref, gate];
}

const never = () => () => {};

/** Its children, held back while the browser hydrates them until the gate of useFirstTouch opens. */
export function AfterTouch({ gate, children }: { gate: Gate; children: ReactNode }) {
  // The server snapshot is read only while hydrating: then the children are the server's HTML.
  const hydrating = !useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  if (hydrating && !import.meta.env.SSR) use(gate.opened);
  return children;
}
