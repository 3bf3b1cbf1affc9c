import { describe, expect, it } from 'vitest';
import { ROUTES } from '@dealer/domain';
import type { RouteRow } from '@dealer/domain';
import { builtPathIn } from '../route-links.ts';
import { footerColumns, policyLinks } from './footer-links.ts';

const allBuilt: readonly RouteRow[] = ROUTES.map((row) => ({
  ...row,
  module: row.module ?? 'routes/x.tsx',
}));

describe('footer links (SPEC 2.13)', () => {
  it('has no section and no policy link while their pages are not built', () => {
    expect(footerColumns(1, () => null)).toEqual([]);
    expect(policyLinks(2, () => null)).toEqual([]);
  });

  it('has the three sections once pages are built, each holding its own pages', () => {
    const first = footerColumns(1, (path) => builtPathIn(allBuilt, 1, path));
    const second = footerColumns(2, (path) => builtPathIn(allBuilt, 2, path));
    expect(first.map((c) => c.title)).toEqual(['Каталог', 'Услуги', 'О компании']);
    const about = (columns: typeof first) =>
      columns.find((c) => c.title === 'О компании')?.links.map((l) => l.href);
    expect(about(first)).toContain('/investors/');
    expect(about(second)).not.toContain('/investors/');
    expect(about(second)).not.toContain('/about/compliance/');
    expect(policyLinks(1, (path) => builtPathIn(allBuilt, 1, path)).map((l) => l.href)).toEqual([
      '/terms-of-use/',
      '/consent-to-processing/',
      '/cookie/',
    ]);
  });
});
