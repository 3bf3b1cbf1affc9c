import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { archiveAssets, buildServiceWorker } from './pwa/build.ts';

const buildDirectory = 'build';

export default {
  appDirectory: 'app',
  buildDirectory,
  ssr: true,
  // After both builds: the service worker over the client files, and their copy in the archive of
  // old hashed files (decision 0067).
  async buildEnd() {
    const client = join(import.meta.dirname, buildDirectory, 'client');
    await buildServiceWorker(client, join(import.meta.dirname, buildDirectory));
    archiveAssets(client, join(import.meta.dirname, '.assets-archive'));
  },
} satisfies Config;
