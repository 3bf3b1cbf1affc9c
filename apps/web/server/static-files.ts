import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, extname, relative, sep } from 'node:path';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CompressedCopies, pickEncoding } from '@dealer/cache';

interface StaticFile {
  type: string;
  etag: string;
  cacheControl: string;
  body: CompressedCopies;
  compressible: boolean;
  /** The service worker's own policy: its fetches go to this site only. */
  csp?: string;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.json', '.svg', '.txt', '.webmanifest']);

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Asked anew on every visit, never taken from a cache unchecked: the service worker (a browser
 * looks for a new one on its own schedule too) and the id of the current build (decision 0067).
 */
const ALWAYS_CHECKED = /^\/(sw\.js|builds\/)/;

function cacheControlOf(url: string): string {
  if (url.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return ALWAYS_CHECKED.test(url) ? 'no-cache' : 'public, max-age=3600';
}

function staticFile(url: string, identity: Buffer): StaticFile {
  const ext = extname(url);
  return {
    type: TYPES[ext] ?? 'application/octet-stream',
    etag: '"' + createHash('sha1').update(identity).digest('base64url').slice(0, 16) + '"',
    cacheControl: cacheControlOf(url),
    body: new CompressedCopies(identity),
    compressible: COMPRESSIBLE.has(ext) && identity.length > 512,
    ...(url === '/sw.js' && { csp: "default-src 'self'" }),
  };
}

/**
 * The built client files, read once at start with their gzip and brotli variants, so a static
 * request is a map lookup and a write.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const full of walk(root)) {
    const url = '/' + relative(root, full).split(sep).join('/');
    const file = staticFile(url, readFileSync(full));
    if (file.compressible) file.body.polishSync();
    files.set(url, file);
  }
  return files;
}

/**
 * Older builds' hashed files (the archive the build keeps, decision 0067): a tab opened before a
 * release still finds its scripts and styles. Read from disk when first asked for, then kept with
 * the current build's files; an unknown name stays unknown.
 */
export function createArchiveReader(archiveDirs: readonly string[]) {
  return (files: Map<string, StaticFile>, pathname: string): void => {
    if (files.has(pathname) || !/^\/assets\/[\w.-]+$/.test(pathname)) return;
    for (const dir of archiveDirs) {
      const full = join(dir, pathname);
      if (!existsSync(full)) continue;
      files.set(pathname, staticFile(pathname, readFileSync(full)));
      return;
    }
  };
}

/** The archive's build folders other than the current build's, newest first. */
export function archivedBuilds(archiveDir: string, currentId: string): string[] {
  if (!existsSync(archiveDir)) return [];
  return readdirSync(archiveDir)
    .filter((name) => name !== currentId)
    .map((name) => join(archiveDir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
}

export function serveStatic(
  files: Map<string, StaticFile>,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): boolean {
  const file = files.get(pathname);
  if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const headers: Record<string, string | number> = {
    ...(file.csp && { 'content-security-policy': file.csp }),
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: file.etag,
    vary: 'Accept-Encoding',
  };
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, headers).end();
    return true;
  }
  const encoding = pickEncoding(req.headers['accept-encoding'], file.compressible);
  const body = file.body.get(encoding);
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
