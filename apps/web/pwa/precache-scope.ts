// Which of the build's hashed files a visitor's service worker keeps (decision 0067, addendum):
// what the public pages can load, statically or lazily, and not what only the staff's back office
// loads (its editor alone is some 130 kB gzip a visitor never runs).

/** An entry of Vite's build manifest (`.vite/manifest.json`), as far as it is read here. */
export interface ViteChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ViteChunk>;

/**
 * The output files (`assets/…`) reachable from the entries whose source is not one of
 * `staffSources` (the back office's route modules and layout, paths relative to the app's root;
 * React Router's build names a route module with a query, `…/audit.tsx?__react-router-…`),
 * through static and lazy imports, with their styles. A file the staff pages share with a public
 * page is kept.
 */
export function visitorFiles(
  manifest: ViteManifest,
  staffSources: ReadonlySet<string>,
): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const stack = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry && !staffSources.has((chunk.src ?? key).split('?')[0]!))
    .map(([key]) => key);
  while (stack.length > 0) {
    const key = stack.pop() as string;
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    stack.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return files;
}
