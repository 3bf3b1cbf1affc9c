import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from './process.ts';

const SOURCES = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/react-router.config.ts',
  'apps/web/vite.config.ts',
  'packages/domain/src',
  'packages/contract/src',
  'package-lock.json',
];
const STAMP = join(ROOT, 'apps/web/build/.source-hash');

function hashInto(hash: ReturnType<typeof createHash>, path: string) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) hashInto(hash, join(path, name));
    return;
  }
  hash.update(path).update(readFileSync(path));
}

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) hashInto(hash, join(ROOT, source));
  return hash.digest('hex');
}

/** Builds the web app unless the build on disk was made from the same sources. */
export async function ensureBuild(): Promise<void> {
  const wanted = sourceHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) {
    console.log('Build is up to date.');
    return;
  }
  console.log('Building the web app...');
  await run('react-router', ['build'], { cwd: join(ROOT, 'apps/web') });
  writeFileSync(STAMP, wanted);
}
