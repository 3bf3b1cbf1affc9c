import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArchiveReader, loadStaticFiles, serveStatic } from './static-files.ts';

// A built client folder as React Router writes it: hashed assets, and files at the root.
const SCRIPT = `export const tiles = [${Array.from({ length: 200 }, (_, i) => `"Kia Rio ${i}"`).join(',')}];`;
const SECRET = 'not a client file';
const OLD_SCRIPT = 'export const tiles = ["Lada Vesta"];';

let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  root = join(dir, 'client');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'assets/entry-abc123.js'), SCRIPT);
  writeFileSync(join(root, 'assets/photo-abc123.png'), Buffer.alloc(2048, 7));
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n'.repeat(100));
  writeFileSync(join(root, 'notes.xyz'), 'x');
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  mkdirSync(join(root, 'builds'));
  writeFileSync(join(root, 'builds/latest.json'), '{"id":"b2"}');
  // The build before this one, in the archive (decision 0067).
  mkdirSync(join(dir, 'archive/b1/assets'), { recursive: true });
  writeFileSync(join(dir, 'archive/b1/assets/entry-old111.js'), OLD_SCRIPT);
  writeFileSync(join(dir, 'archive/b1/assets/entry-abc123.js'), 'an older copy of the name');
  writeFileSync(join(dir, 'secret.txt'), SECRET);
  const files = loadStaticFiles(root);
  const readArchived = createArchiveReader([join(dir, 'archive/b1')]);
  server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    readArchived(files, pathname);
    if (!serveStatic(files, req, res, pathname)) res.writeHead(404).end('page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(join(root, '..'), { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: the body as sent, not decoded. */
function ask(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static files', () => {
  it('keeps a hashed asset a year and a root file an hour, typed by its extension', async () => {
    const script = await ask('/assets/entry-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body.toString()).toBe(SCRIPT);
    const icon = await ask('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect((await ask('/notes.xyz')).headers['content-type']).toBe('application/octet-stream');
  });

  it('sends brotli or gzip as asked, each decoding to the file; identity otherwise', async () => {
    const br = await ask('/assets/entry-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(SCRIPT.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gzip = await ask('/assets/entry-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await ask('/assets/entry-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends a picture and a file under 512 bytes as they are', async () => {
    for (const path of ['/assets/photo-abc123.png', '/favicon.svg']) {
      const answer = await ask(path, { 'accept-encoding': 'br, gzip' });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    expect(
      (await ask('/robots.txt', { 'accept-encoding': 'br' })).headers['content-encoding'],
    ).toBe('br');
  });

  it('answers 304 without a body to the ETag it gave; another file has another', async () => {
    const first = await ask('/robots.txt');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]{16}"$/);
    const again = await ask('/robots.txt', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await ask('/favicon.svg')).headers.etag).not.toBe(etag);
    expect((await ask('/robots.txt', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('answers HEAD with the headers alone, and leaves other methods and paths to the pages', async () => {
    const head = await ask('/assets/entry-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    expect((await ask('/assets/entry-abc123.js', {}, 'POST')).body.toString()).toBe('page');
    expect((await ask('/assets/')).body.toString()).toBe('page');
    expect((await ask('/cars/')).body.toString()).toBe('page');
  });

  it('serves only the files it read from the folder: nothing above it, whatever the path', async () => {
    for (const path of ['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt']) {
      const answer = await ask(path);
      expect(answer.body.toString()).not.toContain(SECRET);
    }
  });

  it('has the worker and the build id checked on every visit, the worker limited to this site', async () => {
    const worker = await ask('/sw.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-security-policy']).toBe("default-src 'self'");
    expect((await ask('/builds/latest.json')).headers['cache-control']).toBe('no-cache');
  });

  it("serves an older build's hashed file from the archive; the current build's wins", async () => {
    const old = await ask('/assets/entry-old111.js');
    expect(old.status).toBe(200);
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(old.body.toString()).toBe(OLD_SCRIPT);
    expect((await ask('/assets/entry-abc123.js')).body.toString()).toBe(SCRIPT);
    expect((await ask('/assets/entry-none11.js')).status).toBe(404);
    expect((await ask('/assets/../archive/b1/assets/entry-old111.js')).status).toBe(404);
  });
});
