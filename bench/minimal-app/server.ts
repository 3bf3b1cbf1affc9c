import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { extname } from 'node:path';
import { createRequestHandler } from 'react-router';
import type { ServerBuild } from 'react-router';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';

// Serves the minimal app's build: static assets from disk, everything else through React Router.
const dir = fileURLToPath(new URL('./build/', import.meta.url));
const build = (await import(dir + 'server/index.js')) as ServerBuild;
const handle = createRequestHandler(build, 'production');
const port = Number(process.argv[2] ?? 3399);

createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://local').pathname;
  if (path.startsWith('/assets/')) {
    try {
      const body = await readFile(dir + 'client' + path);
      res.writeHead(200, {
        'content-type': extname(path) === '.css' ? 'text/css' : 'text/javascript',
      });
      return void res.end(body);
    } catch {
      return void res.writeHead(404).end();
    }
  }
  await sendResponse(res, await handle(createRequest(req, res)));
}).listen(port, '127.0.0.1');
