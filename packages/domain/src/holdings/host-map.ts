import type { HoldingId } from '../holdings.ts';

/** Lower-case host name (no port) to holding id. */
export type HostMap = Readonly<Record<string, HoldingId>>;

export const DEFAULT_HOST_MAP: HostMap = {
  localhost: 1,
  'h2.localhost': 2,
  'vektor-motors.example': 1,
  'www.vektor-motors.example': 1,
  'severnoe-siyanie.example': 2,
  'www.severnoe-siyanie.example': 2,
};

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const EXAMPLE =
  'expected host=holdingId pairs separated by commas, e.g. "localhost=1,h2.localhost=2"';

/** Parses an env value like 'localhost=1,h2.localhost=2'; throws on anything it cannot trust. */
export function parseHostMap(envString: string): HostMap {
  const entries = envString
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) throw new Error(`Host map is empty: ${EXAMPLE}`);

  const map: Record<string, HoldingId> = {};
  for (const entry of entries) {
    const parts = entry.split('=').map((part) => part.trim());
    const [rawHost, rawId] = parts;
    if (parts.length !== 2 || !rawHost || !rawId) {
      throw new Error(`Invalid host map entry "${entry}": ${EXAMPLE}`);
    }
    const host = rawHost.toLowerCase();
    if (!HOST.test(host)) {
      throw new Error(`Invalid host "${rawHost}" in host map: a host name without port or scheme`);
    }
    if (rawId !== '1' && rawId !== '2') {
      throw new Error(`Invalid holding id "${rawId}" for host "${host}" in host map: use 1 or 2`);
    }
    const id: HoldingId = rawId === '1' ? 1 : 2;
    if (Object.hasOwn(map, host) && map[host] !== id) {
      throw new Error(`Host "${host}" is mapped to two holdings in host map`);
    }
    map[host] = id;
  }
  return map;
}
