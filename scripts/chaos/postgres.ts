import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of the chaos run's own, made with the machine's binaries, so the run can stop
 * and start it without touching the server other tests use.
 */
export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

function binaries(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin/pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version)
    throw new Error(`No PostgreSQL binaries under ${root} (apt-get install postgresql)`);
  return join(root, version, 'bin');
}

export function privatePostgres(port: number): PrivatePostgres {
  const bin = binaries();
  const dir = mkdtempSync(join(tmpdir(), 'chaos-pg-'));
  const data = join(dir, 'data');
  // PostgreSQL refuses to run as root: as root, the server runs as the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString());
    chownSync(dir, id('-u'), id('-g'));
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args,
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]);
  run('initdb', ['-D', data, '-U', 'root', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => ctl('-o', options, '-l', join(dir, 'log'), 'start');
  start();
  return {
    url: `postgres://root@127.0.0.1:${port}/postgres`,
    // Fast: open connections are cut, as when the server is restarted under load.
    stop: () => ctl('-m', 'fast', 'stop'),
    start,
    destroy() {
      try {
        ctl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
