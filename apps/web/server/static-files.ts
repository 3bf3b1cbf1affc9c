import { readdirSync, readFileSync, statSync } from 'node:fs';
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
 * The built client files, read once at start with their gzip and brotli variants, so a static
 * request is a map lookup and a write.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const full of walk(root)) {
    const url = '/' + relative(root, full).split(sep).join('/');
    const ext = extname(full);
    const identity = readFileSync(full);
    const hashed = url.startsWith('/assets/');
    const file: StaticFile = {
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: '"' + createHash('sha1').update(identity).digest('base64url').slice(0, 16) + '"',
      cacheControl: hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      body: new CompressedCopies(identity),
      compressible: COMPRESSIBLE.has(ext) && identity.length > 512,
    };
    if (file.compressible) file.body.polishSync();
    files.set(url, file);
  }
  return files;
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
