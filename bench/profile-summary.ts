import { readFileSync } from 'node:fs';
import { PAGE_STAGES, selfTime, stages } from './lib/cpu-profile.ts';
import type { CpuProfile, Share } from './lib/cpu-profile.ts';
import { table } from './lib/stats.ts';

// node bench/profile-summary.ts <file.cpuprofile> [rows]: where a profiled server spent its time.
// Profile the web server under load: start apps/web/server/index.ts with `node --cpu-prof` (and
// NODE_ENV=production, PAGE_CACHE_ENTRIES=1 for cold pages), drive it with wrk, stop it with SIGINT.
const [file, rows = '25'] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node bench/profile-summary.ts <file.cpuprofile> [rows]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const show = (title: string, list: Share[]) =>
  console.log(
    `\n${table([[title, 'share'], ...list.map((s) => [s.name, `${(100 * s.share).toFixed(1)} %`])])}`,
  );
const { byFile, byFunction } = selfTime(profile, Number(rows));
show('stage of the request', stages(profile, PAGE_STAGES));
show('file or package (self time)', byFile);
show('function (self time)', byFunction);
