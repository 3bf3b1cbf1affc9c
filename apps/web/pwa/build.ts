// After the app's build (react-router.config.ts buildEnd): the service worker and the archive of
// old hashed files (decision 0067).
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@dealer/domain';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { visitorFiles, type ViteManifest } from './precache-scope.ts';

/** Builds kept in the archive besides the current one; each stays served for the next releases. */
const ARCHIVED_BUILDS = 3;

/**
 * /sw.js: pwa/sw.ts bundled for the browser (one classic script), then the precache list of the
 * build's hashed scripts and styles written into it by workbox-build.
 */
export async function buildServiceWorker(clientDir: string, workDir: string): Promise<void> {
  const staffOnly = staffOnlyFiles(clientDir);
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: workDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      copyPublicDir: false,
      lib: {
        entry: join(import.meta.dirname, 'sw.ts'),
        formats: ['iife'],
        name: 'serviceWorker',
        fileName: () => 'sw-source.js',
      },
    },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: join(workDir, 'sw-source.js'),
    swDest: join(clientDir, 'sw.js'),
    globDirectory: clientDir,
    // The route manifest of every page (React Router writes the current page's part into it).
    // The holdings' logos and app icons too: the offline page and the installed app show them.
    globPatterns: ['assets/**/*.{js,css}', 'logos/*.svg', 'icons/app/*.svg', 'favicon.svg'],
    globIgnores: ['assets/manifest-*.js'],
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /-[\w-]{8}\.(js|css)$/,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.filter((entry) => !staffOnly.has(entry.url)),
        warnings: [],
      }),
    ],
  });
  rmSync(join(workDir, 'sw-source.js'), { force: true });
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
  console.log(`service worker: ${count} files precached (${Math.round(size / 1024)} kB)`);
}

/**
 * The hashed files only the back office loads (its route modules, layout and what they alone
 * import): a visitor's worker does not fetch them. Read from Vite's build manifest (vite.config.ts
 * keeps it for this), which is then removed: it names the sources and is of no use to a browser.
 */
function staffOnlyFiles(clientDir: string): Set<string> {
  const path = join(clientDir, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as ViteManifest;
  rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
  const staffSources = new Set(['app/layouts/reports.tsx']);
  for (const row of ROUTES)
    if (row.layout === 'reports' && row.module) staffSources.add(`app/${row.module}`);
  const visitors = visitorFiles(manifest, staffSources);
  const staffOnly = new Set<string>();
  for (const chunk of Object.values(manifest))
    for (const file of [chunk.file, ...(chunk.css ?? [])])
      if (!visitors.has(file)) staffOnly.add(file);
  return staffOnly;
}

/** The build id the client build wrote (builds/latest.json). */
export function buildIdOf(clientDir: string): string {
  return (JSON.parse(readFileSync(join(clientDir, 'builds/latest.json'), 'utf8')) as { id: string })
    .id;
}

/**
 * A tab opened before a release still asks for its build's hashed files: each build's are copied to
 * the archive (`<archive>/<build id>/assets/`), which the server reads after the current build, and
 * the archive keeps the last few builds.
 */
export function archiveAssets(clientDir: string, archiveDir: string): void {
  const id = buildIdOf(clientDir);
  mkdirSync(archiveDir, { recursive: true });
  cpSync(join(clientDir, 'assets'), join(archiveDir, id, 'assets'), { recursive: true });
  const builds = readdirSync(archiveDir)
    .map((name) => ({ name, time: statSync(join(archiveDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of builds.slice(ARCHIVED_BUILDS + 1))
    rmSync(join(archiveDir, old.name), { recursive: true, force: true });
}
