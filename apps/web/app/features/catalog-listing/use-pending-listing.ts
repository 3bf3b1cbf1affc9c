import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ListingQuery } from '@dealer/domain';
import type { ListingData, ListingPanel } from './listing-data.ts';

/** The debounce of the count before applying, as for search input (SPEC 9: 300 ms). */
const COUNT_DELAY_MS = 300;

export interface PendingListing {
  /** The state the panel shows: the applied one until the visitor changes something. */
  query: ListingQuery;
  /**
   * The panel of the pending state (counts, models of newly chosen marks): the last one loaded
   * stays while a newer change is counted, so the fields do not jump back to the applied state.
   */
  fresh: ListingPanel | null;
  /** The total of the pending state, or null while it is being counted or could not be. */
  count: number | null;
  /** Counting the pending state failed (the API did not answer): it can still be applied. */
  uncounted: boolean;
  changed: boolean;
  invalid: boolean;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The filter panel's pending state (SPEC 3 filter store: filterData before it is applied): each
 * change is counted by the API after the debounce (the answer of an older change is dropped),
 * submit navigates to the canonical URL. Reading the form and counting load with the visitor's
 * first change or submit (pending-panel.ts): a page that is only looked at never downloads them.
 */
export function usePendingListing(data: ListingData, onApplied?: () => void): PendingListing {
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ query: ListingQuery; href: string } | null>(null);
  const [panel, setPanel] = useState<ListingPanel | null>(null);
  const [failedHref, setFailedHref] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const counting = useRef<AbortController>(undefined);
  // Each reading of the form gets a number: one that ends after a newer one began is dropped, so
  // a fast typist's older state can neither win the panel nor start a count of its own.
  const readings = useRef(0);

  function stopCounting() {
    clearTimeout(timer.current);
    counting.current?.abort();
  }

  // A new applied state (navigation) starts the panel over.
  useEffect(() => {
    setPending(null);
    setPanel(null);
    setInvalid(false);
  }, [data.href]);
  useEffect(() => stopCounting, []);

  function count(query: ListingQuery, href: string) {
    counting.current?.abort();
    const controller = new AbortController();
    counting.current = controller;
    import('./pending-panel.ts')
      .then(({ loadPendingPanel }) =>
        loadPendingPanel(query, data.base, data.city, href, controller.signal),
      )
      .then(
        (panel) => {
          if (!controller.signal.aborted) setPanel(panel);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('The count before applying failed', error);
          setFailedHref(href);
        },
      );
  }

  /** The form's state, or null when it is not a valid one; undefined when a newer read began. */
  async function read(form: HTMLFormElement) {
    const reading = (readings.current += 1);
    const { pendingOfForm } = await import('./pending-panel.ts');
    const state = await pendingOfForm(form, data.base, data.query.category);
    if (reading !== readings.current) return undefined;
    setInvalid(state === null);
    if (!state) return null;
    setPending(state.href === data.href ? null : state);
    return state;
  }

  const counted = pending !== null && panel?.href === pending.href;
  return {
    query: pending?.query ?? data.query,
    fresh: pending ? panel : null,
    count: pending ? (counted ? panel.total : null) : data.total,
    uncounted: pending !== null && !counted && failedHref === pending.href,
    changed: pending !== null,
    invalid,
    onChange(event) {
      const form = event.currentTarget;
      stopCounting();
      void read(form).then((state) => {
        if (!state || state.href === data.href) return;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => count(state.query, state.href), COUNT_DELAY_MS);
      });
    },
    onSubmit(event) {
      event.preventDefault();
      stopCounting();
      void read(event.currentTarget).then((state) => {
        if (!state) return;
        onApplied?.();
        if (state.href !== data.href) void navigate(state.href);
      });
    },
  };
}
