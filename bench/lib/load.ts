import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { median } from './stats.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Load generation for the throughput benches: wrk (C, one thread). autocannon, used before, appends
// every body chunk to a string: on a 20 kB page the client spent its whole core decoding bytes while
// the server idled at a quarter of its core, so it measured the client. wrk reads and drops the body.

export interface Load {
  rps: number;
  p50Ms: number;
  p97Ms: number;
  p99Ms: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  seconds?: number;
  connections?: number;
  /**
   * Paths asked in turn instead of the URL's own; `distinct` adds an unused parameter of its own per
   * request; `count` gives a named parameter a value of its own per request (from, from + 1, ...).
   */
  mix?: { rotate: readonly string[] } | 'distinct' | { count: string; from: number };
  /** Host headers sent in turn instead of the URL's own. */
  hosts?: readonly string[];
}

const WRK = '/usr/bin/wrk';

/** wrk from Debian's packages, installed when we can (root with apt), as the tests do for Chromium. */
export function ensureWrk(): string {
  if (existsSync(WRK)) return WRK;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('wrk is missing: installing Debian\'s package "wrk"...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'wrk'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(WRK)) return WRK;
  }
  throw new Error('The bench needs wrk (Debian/Ubuntu: "sudo apt-get install wrk").');
}

// A JSON string is a valid Lua string literal for the ASCII paths and header values used here.
const lua = (value: string) => JSON.stringify(value);

/** The wrk script: which path each request asks, and a JSON line with the figures at the end. */
export function wrkScript(
  path: string,
  headers: Record<string, string>,
  mix: LoadOptions['mix'],
  hosts: readonly string[] = [],
): string {
  // wrk.format adds its own "Host" unless the table has that exact key: a lower-case "host" went out
  // as a second Host header, and which of the two a server kept followed Lua's table order.
  const named = (name: string) => (name.toLowerCase() === 'host' ? 'Host' : name);
  const header = Object.entries(headers)
    .map(([name, value]) => `[${lua(named(name))}] = ${lua(value)}`)
    .join(', ');
  const rotate = mix && typeof mix === 'object' && 'rotate' in mix ? mix.rotate : [];
  const joiner = lua(path.includes('?') ? '&' : '?');
  const suffix =
    mix === 'distinct'
      ? `path = path .. ${joiner} .. "nonce=w" .. n`
      : mix && 'count' in mix
        ? `path = path .. ${joiner} .. ${lua(mix.count + '=')} .. (${Math.floor(mix.from)} + n - 1)`
        : '';
  return `
local headers = { ${header} }
local paths = { ${rotate.map(lua).join(', ')} }
local hosts = { ${hosts.map(lua).join(', ')} }
local n = 0
request = function()
  n = n + 1
  local path = ${lua(path)}
  if #paths > 0 then path = paths[(n - 1) % #paths + 1] end
  if #hosts > 0 then headers["Host"] = hosts[(n - 1) % #hosts + 1] end
  ${suffix}
  return wrk.format("GET", path, headers)
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\nRESULT {"requests":%d,"us":%d,"status":%d,"socket":%d,"p50":%d,"p975":%d,"p99":%d}\\n',
    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(97.5), latency:percentile(99)))
end
`;
}

/** Requests per second and latency of one wrk run (one thread, 10 connections unless told). */
export async function load(options: LoadOptions): Promise<Load> {
  const wrk = ensureWrk();
  const url = new URL(options.url);
  const dir = mkdtempSync(join(tmpdir(), 'wrk-'));
  try {
    const script = join(dir, 'load.lua');
    writeFileSync(
      script,
      wrkScript(
        url.pathname + url.search,
        { host: url.host, ...options.headers },
        options.mix,
        options.hosts,
      ),
    );
    const connections = options.connections ?? 10;
    const { stdout: out } = await promisify(execFile)(wrk, [
      '-t1',
      `-c${connections}`,
      `-d${options.seconds ?? 4}s`,
      // A cold render on this shared machine can pass wrk's 2 s default; late is slow, not lost.
      '--timeout',
      '10s',
      '-s',
      script,
      url.origin,
    ]);
    const line = /RESULT (\{.*\})/.exec(out)?.[1];
    if (!line) throw new Error(`wrk printed no result for ${options.url}:\n${out}`);
    const r = JSON.parse(line) as {
      requests: number;
      us: number;
      status: number;
      socket: number;
      p50: number;
      p975: number;
      p99: number;
    };
    if (r.status > 0 || r.socket > 0)
      throw new Error(
        `${options.url}: ${r.status} answers not 2xx/3xx and ${r.socket} socket errors`,
      );
    const ms = (us: number) => Math.round(us / 10) / 100;
    return {
      rps: Math.round(r.requests / (r.us / 1e6)),
      p50Ms: ms(r.p50),
      p97Ms: ms(r.p975),
      p99Ms: ms(r.p99),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each figure's median over several runs. */
export function medianLoad(runs: readonly Load[]): Load {
  return {
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p97Ms: median(runs.map((r) => r.p97Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
  };
}
