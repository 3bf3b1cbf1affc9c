import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { listingHref, withList } from '@dealer/domain';
import type { ListingBase, ListingQuery } from '@dealer/domain';
import type { ListingData } from './listing-data.ts';

/** The debounce of the count before applying, as for search input (SPEC 9: 300 ms). */
const COUNT_DELAY_MS = 300;

export interface PendingListing {
  /** The state the panel shows: the applied one until the visitor changes something. */
  query: ListingQuery;
  /** Loader data of the pending state once loaded (counts, models of newly chosen marks). */
  fresh: ListingData | null;
  /** The total of the pending state, or null while it is being counted. */
  count: number | null;
  changed: boolean;
  invalid: boolean;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The form's fields as the query of the generic listing URL (the form's own action), or of the
 * embed's URL inside an iframe. The parser loads with the visitor's first change: a page that is
 * only looked at never downloads it.
 */
async function queryOfForm(form: HTMLFormElement, base: ListingBase, category: string): Promise<ListingQuery | null> {
  const search = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') search.append(key, value);
  const query = base.embed
    ? ((await import('@dealer/domain/listing/embed')).parseEmbedListing(search)?.query ?? null)
    : (await import('@dealer/domain/listing/parse')).parseListing({ path: `/${category}` }, {}, search);
  // Models belong to marks: with no mark left, the models go too.
  return query && query.mark.length === 0 ? withList(query, 'model', []) : query;
}

/**
 * The filter panel's pending state (SPEC 3 filter store: filterData before it is applied): each
 * change is counted through the listing's own loader, submit navigates to the canonical URL.
 */
export function usePendingListing(data: ListingData, onApplied?: () => void): PendingListing {
  const fetcher = useFetcher<ListingData>();
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ query: ListingQuery; href: string } | null>(null);
  const [invalid, setInvalid] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A new applied state (navigation) starts the panel over.
  useEffect(() => {
    setPending(null);
    setInvalid(false);
  }, [data.href]);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function read(form: HTMLFormElement) {
    const query = await queryOfForm(form, data.base, data.query.category);
    setInvalid(query === null);
    if (!query) return null;
    const href = listingHref(query, data.base);
    setPending(href === data.href ? null : { query, href });
    return href;
  }

  const fresh = pending && fetcher.data?.href === pending.href ? fetcher.data : null;
  return {
    query: pending?.query ?? data.query,
    fresh,
    count: pending ? (fresh?.total ?? null) : data.total,
    changed: pending !== null,
    invalid,
    onChange(event) {
      const form = event.currentTarget;
      clearTimeout(timer.current);
      void read(form).then((href) => {
        if (href && href !== data.href) timer.current = setTimeout(() => void fetcher.load(href), COUNT_DELAY_MS);
      });
    },
    onSubmit(event) {
      event.preventDefault();
      clearTimeout(timer.current);
      void read(event.currentTarget).then((href) => {
        if (!href) return;
        onApplied?.();
        if (href !== data.href) void navigate(href);
      });
    },
  };
}
