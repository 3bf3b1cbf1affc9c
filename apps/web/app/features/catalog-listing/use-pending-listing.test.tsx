// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingQuery } from '@dealer/domain';
import { mountInRouter } from '../../shared/testing/mount-in-router.tsx';
import type { Mounted } from '../../shared/testing/mount-in-router.tsx';
import type { ListingData, ListingPanel } from './listing-data.ts';
import { usePendingListing } from './use-pending-listing.ts';

// The form's reading and the API's count are the test's: each reading and each count answers when
// the test says, in the order it chooses (a shared machine's API answers out of order).
interface Deferred<T> {
  value: T;
  resolve: () => void;
}
const readings: Deferred<{ query: ListingQuery; href: string }>[] = [];
const counts: (Deferred<ListingPanel> & { signal: AbortSignal })[] = [];

vi.mock('./pending-panel.ts', () => ({
  pendingOfForm: (form: HTMLFormElement) =>
    new Promise((resolve) => {
      const to = (form.elements.namedItem('priceTo') as HTMLInputElement).value;
      const value = { query: { priceTo: to } as unknown as ListingQuery, href: `/cars/?to=${to}` };
      readings.push({ value, resolve: () => resolve(value) });
    }),
  loadPendingPanel: (
    _query: ListingQuery,
    _base: unknown,
    _city: unknown,
    href: string,
    signal: AbortSignal,
  ) =>
    new Promise((resolve) => {
      const value = { href, total: Number(href.split('=')[1]), groups: [], ranges: {}, hidden: [] };
      counts.push({ value, signal, resolve: () => resolve(value) });
    }),
}));

const data = {
  href: '/cars/',
  base: {},
  city: 'msk',
  query: { category: 'cars' },
  total: 100,
} as unknown as ListingData;

function Panel() {
  const pending = usePendingListing(data);
  return (
    <form onInput={pending.onChange}>
      <input name="priceTo" />
      <output>{pending.count === null ? 'counting' : String(pending.count)}</output>
    </form>
  );
}

let mounted: Mounted;
let container: HTMLElement;
const settle = (ms = 20) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));
const shown = () => container.querySelector('output')?.textContent;

async function type(value: string) {
  const input = container.querySelector('input') as HTMLInputElement;
  input.value = value;
  await act(async () => {
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(async () => {
  readings.length = 0;
  counts.length = 0;
  mounted = await mountInRouter(<Panel />, '/cars/');
  container = mounted.container;
});

afterEach(() => mounted.unmount());

describe('the count before applying', () => {
  it("shows the last change's count when the readings and the counts end out of order", async () => {
    await type('15');
    await type('150');
    // The newer reading ends first, the older one after it: the older is dropped.
    readings[1]?.resolve();
    await settle();
    readings[0]?.resolve();
    await settle(400);
    expect(counts.map((count) => count.value.href)).toEqual(['/cars/?to=150']);
    counts[0]?.resolve();
    await settle();
    expect(shown()).toBe('150');
  });

  it('a newer count aborts the older one, whose late answer changes nothing', async () => {
    await type('15');
    readings[0]?.resolve();
    await settle(400);
    await type('150');
    readings[1]?.resolve();
    await settle(400);
    expect(counts).toHaveLength(2);
    expect(counts[0]?.signal.aborted).toBe(true);
    counts[1]?.resolve();
    await settle();
    counts[0]?.resolve();
    await settle();
    expect(shown()).toBe('150');
  });
});
