import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@dealer/domain';

// DESIGN.md 3: a row that names a module has it, and every route module has a row.
const appDir = fileURLToPath(new URL('.', import.meta.url));

function routeModules(dir: string, prefix = 'routes'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return routeModules(`${dir}/${entry.name}`, `${prefix}/${entry.name}`);
    return /\.tsx?$/.test(entry.name) && !/\.(test|server)\.tsx?$/.test(entry.name)
      ? [`${prefix}/${entry.name}`]
      : [];
  });
}

describe('route table and route modules', () => {
  it('every module a row names exists', () => {
    const missing = ROUTES.filter((row) => row.module && !existsSync(appDir + row.module)).map(
      (row) => row.module,
    );
    expect(missing).toEqual([]);
  });

  it('every route module has a row', () => {
    const named = new Set(ROUTES.map((row) => row.module).filter(Boolean));
    const orphans = routeModules(appDir + 'routes').filter((file) => !named.has(file));
    expect(orphans).toEqual([]);
  });

  it('the built pages include the home page and the 404 splat', () => {
    const built = ROUTES.filter((row) => row.module).map((row) => row.name);
    expect(built).toEqual(expect.arrayContaining(['index', 'not-found']));
  });
});
