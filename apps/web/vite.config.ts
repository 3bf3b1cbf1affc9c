import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Every page loads the root route and what it imports statically: one chunk for all of it instead of
 * twenty small ones (each file compresses on its own, so small files cost bytes). Found after the
 * client build's module graph is complete; lazy imports (panels, overlays) keep their own chunks.
 */
const shellModules = new Set<string>();

/**
 * Also in the shell, though the root does not import them: react-dom's small entry (React Router
 * calls it on every page), the price, plural and phone formatting of the domain package (not its
 * dates or working hours: only content and contact pages show them) and the default layout (most
 * pages' frame: its route chunk becomes a re-export). Alone they were small files of 0.2 to 0.4 kB.
 * The card's ?form= query name: the card reads it without the forms' list, which the listing's
 * tiles share (alone it went to that list's chunk, which the card then loaded for one word).
 * The vehicle tile is not: only home, the listings, the card's similar vehicles and favourites
 * show it, and the other pages paid 1.2 kB gzip for it (decision 0036).
 * And what the client entry imports: react-dom's client, its scheduler and React Router's
 * hydration. Every page loads the entry and the shell, and one file of both compresses better than
 * two: about 1.1 kB gzip less on every page (decision 0040); the entry's own chunk is a few lines.
 */
const SHARED = new RegExp(
  [
    /\/node_modules\/react-dom\/(index\.js|client\.js|cjs\/react-dom(-client)?\.production\.js)$/,
    /\/node_modules\/scheduler\//,
    /\/node_modules\/react-router\/dist\/production\/lib\/(dom-export\/|dom\/ssr\/hydration\.js$)/,
    /\/packages\/domain\/src\/format\/(price|plural|phone)\.ts$/,
    /\/app\/layouts\/default\.tsx$/,
    /\/app\/features\/lead-form\/vehicle-form-query\.ts$/,
  ]
    .map((part) => part.source)
    .join('|'),
);

/**
 * What the vehicle card's routes load statically, in one chunk: the page, its actions and media,
 * the similar vehicles and the calls to action (with the styles of the static parts, whose class
 * maps come with their code). The automatic split made six files of it, because a
 * lazy part (panorama, full-screen gallery, the forms) or another route (price tags, the embed's
 * card) shares a piece; every route that loads one of them loads the card page too. About 1 kB gzip
 * less on the card. The static parts' code (card-parts, the gallery), the lazy parts and the forms
 * stay out.
 */
const VEHICLE_CARD =
  /\/app\/features\/vehicle-card\/(vehicle-card-page|card-actions|card-media|share-sheet|dealer-phone|similar-vehicles)\.tsx?$|\/app\/features\/vehicle-card\/(vehicle-card-page|card-actions|card-media|similar-vehicles)\.module\.css$|\/app\/features\/lead-form\/vehicle-lead-actions\.tsx$/;

/** The scripts every page loads on arrival: the shell chunk and rolldown's runtime. */
const ALWAYS_LOADED = /^assets\/(shell|rolldown-runtime)-[\w-]+\.js$/;

/** The client build's files, kept for `preloadsOf` (Vite lists the preloads as it writes them). */
let clientBundle: OutputBundle = {};

function keepClientBundle(): Plugin {
  return {
    name: 'dealer:keep-client-bundle',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        clientBundle = bundle;
      },
    },
  };
}

/**
 * The scripts a lazy import fetches with its chunk, without those loaded before it runs: what every
 * page loads, and the importing chunk's own static imports. Each name costs the importing chunk
 * bytes. (Vite keeps the styles in the list whatever this answers.)
 */
function preloadsOf(host: string, deps: string[]): string[] {
  const loaded = new Set<string>();
  const stack = [host];
  while (stack.length > 0) {
    const name = stack.pop() as string;
    const chunk = clientBundle[name];
    if (loaded.has(name) || chunk?.type !== 'chunk') continue;
    loaded.add(name);
    stack.push(...chunk.imports);
  }
  return deps.filter((dep) => !ALWAYS_LOADED.test(dep) && !loaded.has(dep));
}

function shellChunk(): Plugin {
  return {
    name: 'dealer:shell-chunk',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    buildEnd() {
      const root = [...this.getModuleIds()].find((id) => /\/app\/root\.tsx(\?|$)/.test(id));
      const stack = root ? [root] : [];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        // A barrel (index.ts) re-exports more than the shell uses: what is reached only through one
        // is left to the automatic chunks, so the shell never carries another page's code.
        if (shellModules.has(id) || id.includes('/node_modules/') || /\/index\.ts$/.test(id))
          continue;
        shellModules.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/**
 * Conform's two packages each bundle Babel's helpers; the DOM package uses only `objectSpread2`,
 * which the React package's copy has too. Its imports are pointed at that copy, so a form page
 * carries the helpers once (about 0.3 kB gzip). Without that copy the import resolves as before.
 */
function conformHelpersOnce(): Plugin {
  const ownCopy = /\/@conform-to\/dom\/dist\/(?:[\w-]+\/)?[\w-]+\.mjs$/;
  return {
    name: 'dealer:conform-helpers-once',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        !importer ||
        !ownCopy.test(importer) ||
        !source.endsWith('/_rollupPluginBabelHelpers.mjs')
      )
        return null;
      const shared = join(
        importer.slice(0, importer.indexOf('/@conform-to/dom/')),
        '@conform-to/react/dist/_virtual/_rollupPluginBabelHelpers.mjs',
      );
      return existsSync(shared) ? shared : null;
    },
  };
}

/**
 * `import './part.module.css?styles-only'`: the CSS module's styles come with the importing page
 * (React Router links them, the server inlines them), its class map does not come with its
 * JavaScript. For a static part (StaticPart), which imports its class map itself: its code, and
 * the map with it, load only when the browser renders the part. Vite drops an unused CSS module,
 * styles included; this one is kept, without code. The class names are the plain import's.
 */
const STYLES_ONLY = /\.module\.css\?styles-only$/;

function stylesOnlyCssModules(): Plugin {
  return {
    name: 'dealer:styles-only-css-modules',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(_code, id) {
      if (STYLES_ONLY.test(id) && this.environment.config.command === 'build')
        return { code: '', map: null, moduleSideEffects: 'no-treeshake' };
    },
  };
}

/**
 * A CSS module's class is its own name and one short tag of its file («price_KGWjN»): unique, and
 * each module's class map (which the JavaScript carries) and the HTML repeat the tag, which
 * compresses away; Vite's default tag differs per class and line (about 0.3 kB gzip off the shell).
 */
function scopedClassName(name: string, file: string): string {
  const tag = createHash('sha256')
    .update(relative(import.meta.dirname, file.replace(/\?.*$/, '')))
    .digest('base64url')
    .slice(0, 5);
  return `${name}_${tag}`;
}

/**
 * The build's id (SPEC 7, decision 0067): written to builds/latest.json, which open tabs poll, and
 * known to the client code that compares it (`__BUILD_ID__`). Unique per build; BUILD_ID sets it.
 */
const BUILD_ID =
  process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

function buildIdFile(): Plugin {
  return {
    name: 'dealer:build-id',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id: BUILD_ID, timestamp: Date.now() }),
      });
    },
  };
}

export default defineConfig({
  plugins: [
    reactRouter(),
    shellChunk(),
    stylesOnlyCssModules(),
    conformHelpersOnce(),
    buildIdFile(),
    keepClientBundle(),
  ],
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  // The build manifest tells the service worker's precache which files only the back office loads
  // (pwa/build.ts reads it, then removes it from the client files).
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    manifest: true,
    // A lazy chunk's list of files to fetch with it leaves out what is loaded already.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' ? preloadsOf(hostId, deps) : deps,
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The site's own modules run nothing on import: what a page does not use of a feature's
          // barrel (index.ts) stays out of its chunks, so one route's forms or blocks never ride
          // along with another route that imports the same barrel. Styles keep their effect.
          treeshake: {
            moduleSideEffects: (id: string) =>
              !/\/(apps\/web\/app|packages\/domain\/src)\/.*\.tsx?$/.test(id),
          },
          output: {
            codeSplitting: {
              groups: [
                { name: 'shell', test: (id: string) => shellModules.has(id) || SHARED.test(id) },
                // Shared by the card with other pages: taken first, so the card's group (which takes
                // what its modules import) does not bring the card to them. The forms' list (the
                // listing, the forms) and the vehicle tile (home, listings, favourites).
                { name: 'vehicle-forms', test: /\/app\/features\/lead-form\/vehicle-forms\.ts$/ },
                {
                  name: 'vehicle-tile',
                  test: (id: string) =>
                    /\/app\/shared\/catalog\/vehicle-/.test(id) && !STYLES_ONLY.test(id),
                },
                // The lead forms' styles (and their class map), apart from the form system: a page
                // whose form wakes on first touch shows it styled from the start (decision 0037),
                // and a form answered without JavaScript shows its refusal styled, where it opens.
                // With them the card's calls to action's: its links and ?form= section need both.
                {
                  name: 'lead-form-styles',
                  test: /\/app\/(features\/lead-form\/(lead-form|vehicle-lead-actions)|shared\/ui\/form-refusal)\.module\.css$/,
                },
                // The gate of the forms woken on first touch: the card's and the service pages'.
                { name: 'first-touch', test: /\/app\/shared\/ui\/on-first-touch\.tsx$/ },
                // Typed and printed numbers (mileage, grouped sums, the rate's comma) and the sums'
                // mask loader: one file for the card's credit form, listing and search, not two
                // (each file the card's lazy parts name costs the card's own chunk its name).
                {
                  name: 'numbers',
                  test: /\/packages\/domain\/src\/format\/number\.ts$|\/app\/shared\/ui\/number-mask\.ts$/,
                },
                { name: 'vehicle-card', test: VEHICLE_CARD },
                // The sections' navigation, shared by the personal area's layout and the about
                // pages', and the personal area's classes, shared with the sign-in and registration
                // pages: taken first, so the personal area's group below does not bring them along.
                {
                  name: 'section-nav',
                  test: /\/app\/shared\/layout\/section-nav\.(tsx|module\.css)$/,
                },
                { name: 'lk.module', test: /\/app\/features\/lk\/lk\.module\.css$/ },
                // The personal area's frame: its layout, the page frame and the labels every page of
                // it shows, in one file instead of three (each small file compresses alone).
                {
                  name: 'lk',
                  test: /\/app\/(layouts\/lk\.tsx|features\/lk\/(lk-page\.tsx|labels\.ts))$/,
                },
              ],
            },
          },
        },
      },
    },
  },
  css: { modules: { generateScopedName: scopedClassName } },
  server: { port: 3000 },
});
