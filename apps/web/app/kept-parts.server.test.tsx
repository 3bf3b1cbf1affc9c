import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { GroupOptions } from './features/catalog-listing/filter-group.tsx';
import type { FilterGroup } from './features/catalog-listing/listing-data.ts';
import { TileLeadAction } from './features/lead-form/index.ts';
import type { VehicleTileData } from './shared/catalog/tile-data.ts';
import { VehicleTile } from './shared/catalog/vehicle-tile.tsx';
import { createRenderOnce } from './shared/ui/render-once.server.tsx';

// Render-once parts (docs/rendering.md): the server writes a kept part's HTML once per version and
// the browser hydrates it as its own render. That HTML is right for every page only when it follows
// from the part's props alone, so while a kept part renders here, the hooks that would let it
// depend on something else are watched: an id (`useId`: the kept render's ids are not the page's,
// and hydration would meet other ids), a context (`renderToString` does not see the page's; React
// Router's own are read inside React Router, out of this sight), and state set up by a function
// (it may read anything). State from a value (a closed dialog) and the stores' server snapshots
// (their initial value) are the same on every page.
const probe = vi.hoisted(() => ({ depth: 0, seen: [] as string[] }));

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  const isContext = (value: unknown) =>
    typeof value === 'object' && value !== null && '$$typeof' in value && 'Provider' in value;
  const watch = (what: string) => {
    if (probe.depth > 0) probe.seen.push(what);
  };
  const hooks = {
    useId: () => (watch('useId'), react.useId()),
    useContext: (context: Parameters<typeof react.useContext>[0]) => (
      watch('a context'),
      react.useContext(context)
    ),
    use: (usable: Parameters<typeof react.use>[0]) => (
      isContext(usable) && watch('a context'),
      react.use(usable)
    ),
    useState: (initial: unknown) => (
      typeof initial === 'function' && watch('state set up by a function'),
      react.useState(initial)
    ),
    useReducer: (...args: Parameters<typeof react.useReducer>) => (
      watch('a reducer'),
      react.useReducer(...args)
    ),
  };
  return { ...react, ...hooks, default: { ...react, ...hooks } };
});

/** Renders a kept part as the server entry does, noting what it used. */
function keptHooks(part: object, render: () => React.ReactNode): string[] {
  const renderOnce = createRenderOnce();
  probe.seen = [];
  probe.depth += 1;
  try {
    renderOnce(part, {}, render);
  } finally {
    probe.depth -= 1;
  }
  return probe.seen;
}

const tile: VehicleTileData = {
  id: 7,
  typeOfTransport: 'cars',
  href: '/catalog/7/',
  title: 'Kia Rio',
  subtitle: '1.6 AT (123 л.с.) · Comfort',
  facts: ['2024', 'Новый'],
  image: '/api/v1/files/7.svg',
  price: 1_990_000,
  oldPrice: 2_100_000,
  conditional: null,
  credit: { monthly: 37_980, terms: 'первоначальный взнос 20 %' },
  badges: ['Скидка'],
  priceDropped: true,
  dealer: 'Вектор Kia Варшавка',
  lead: { mark: 'Kia', model: 'Rio', dealerCode: 'vk', condition: 'new' },
};

const group: FilterGroup = {
  key: 'mark',
  name: 'mark',
  options: ['Kia', 'BMW', 'LADA', 'Geely', 'Haval', 'Chery', 'Toyota'].map((label, i) => ({
    value: label.toLowerCase(),
    label,
    count: i + 1,
  })),
};

describe('a render-once part', () => {
  it('uses no id, no context and no state set up by a function: the listing and similar tiles, the filter groups', () => {
    expect(
      keptHooks(TileLeadAction, () => (
        <VehicleTile
          vehicle={tile}
          action={
            <TileLeadAction
              cardHref={tile.href!}
              vehicle={{
                id: tile.id,
                title: tile.title,
                price: tile.price,
                dealerName: tile.dealer,
                ...tile.lead,
              }}
            />
          }
        />
      )),
    ).toEqual([]);
    expect(keptHooks(VehicleTile, () => <VehicleTile vehicle={tile} headingLevel={3} />)).toEqual(
      [],
    );
    expect(
      keptHooks(GroupOptions, () => (
        <GroupOptions group={group} selected={['lada']} idPrefix="side" />
      )),
    ).toEqual([]);
  });

  it('fails the check above when a part uses an id, a context or state set up by a function', async () => {
    const { createContext, use, useId, useState } = await import('react');
    const Page = createContext('');
    function WithId() {
      return <label htmlFor={useId()}>Марка</label>;
    }
    function WithContext() {
      return <p>{use(Page)}</p>;
    }
    function WithState() {
      const [shown] = useState(() => globalThis.location !== undefined);
      return <p hidden={!shown} />;
    }
    expect(keptHooks(WithId, () => <WithId />)).toEqual(['useId']);
    expect(keptHooks(WithContext, () => <WithContext />)).toEqual(['a context']);
    expect(keptHooks(WithState, () => <WithState />)).toEqual(['state set up by a function']);
    // Outside a kept render nothing is watched.
    expect(renderToString(<WithId />)).toContain('for=');
    expect(probe.seen).toEqual(['state set up by a function']);
  });

  it('is one of those checked above: every module that keeps a part is listed here', () => {
    const app = import.meta.dirname;
    const callers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          if (/\brenderOnce\(/.test(readFileSync(path, 'utf8'))) callers.push(relative(app, path));
        }
      }
    };
    walk(app);
    // A new caller's part gets its check above (the footer, a StaticPart, is held by the
    // static parts' lint rule, which lets it read the contexts its `keep` provides).
    expect(callers.sort()).toEqual([
      'features/catalog-listing/filter-group.tsx',
      'features/catalog-listing/listing-page.tsx',
      'features/vehicle-card/similar-vehicles.tsx',
      'shared/ui/static-part.tsx',
    ]);
  });
});
