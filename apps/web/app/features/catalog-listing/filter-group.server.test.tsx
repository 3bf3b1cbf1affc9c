import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyListingQuery, withList } from '@dealer/domain';
import { RenderOnceContext } from '../../shared/ui/render-once.ts';
import type { RenderOnce } from '../../shared/ui/render-once.ts';
import { createRenderOnce } from '../../shared/ui/render-once.server.tsx';
import { FilterGroupField } from './filter-group.tsx';
import type { FilterGroup } from './listing-data.ts';

const marks: FilterGroup = {
  key: 'mark',
  name: 'mark',
  options: ['Kia', 'BMW', 'LADA', 'Geely', 'Haval', 'Chery', 'Toyota', 'Skoda'].map((label, i) => ({
    value: label.toLowerCase(),
    label,
    count: 10 + i,
  })),
};

/** The group as the server entry writes it: with `renderOnce`, or rendered in place (null). */
function html(renderOnce: RenderOnce | null, chosen: string[]) {
  const query = withList(emptyListingQuery('cars'), 'mark', chosen);
  return renderToString(
    <RenderOnceContext value={renderOnce}>
      <FilterGroupField group={marks} query={query} idPrefix="side" />
    </RenderOnceContext>,
  );
}

describe('a filter group on the server', () => {
  it('is written from its kept HTML as it is rendered in place, per facets and chosen values', () => {
    const rendered: unknown[] = [];
    const kept = createRenderOnce();
    const counting: RenderOnce = (part, version, render) =>
      kept(part, version, () => {
        rendered.push(version);
        return render();
      });
    for (const chosen of [[], ['skoda'], []]) {
      const once = html(counting, chosen);
      expect(once).toBe(html(null, chosen));
    }
    // The second page with nothing chosen took the first one's HTML.
    expect(rendered).toHaveLength(2);
    const withSkoda = html(counting, ['skoda']);
    expect(withSkoda).toMatch(/id="side-mark-skoda"[^>]*checked=""/);
    // A chosen value past the first six opens «Показать все».
    expect(withSkoda).toMatch(/<details class="[^"]*" open="">/);
    expect(html(counting, [])).not.toContain('checked');
  });
});
