import { ServiceError, callService, readJson } from '../http.ts';
import type { AddressSuggestion, Geolocation, Place } from './types.ts';

export type DadataOptions = { token: string; baseUrl: string; timeoutMs: number };

const SERVICE = 'dadata';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function placeOf(location: unknown): Place | null {
  if (location === null || location === undefined) return null;
  if (!isRecord(location)) throw new ServiceError(SERVICE, 'protocol', 'location is not an object');
  const data = isRecord(location.data) ? location.data : {};
  return {
    value: textOrNull(location.value) ?? '',
    city: textOrNull(data.city),
    region_with_type: textOrNull(data.region_with_type),
  };
}

function suggestionOf(item: unknown): AddressSuggestion | null {
  if (!isRecord(item) || typeof item.value !== 'string') return null;
  return {
    value: item.value,
    unrestricted_value: textOrNull(item.unrestricted_value) ?? item.value,
    data: isRecord(item.data) ? item.data : {},
  };
}

// DaData suggestions API (INTEGRATIONS.md): 401/403 key problems, 413 too long, 429 too many requests.
export function createDadata(options: DadataOptions): Geolocation {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const headers = { authorization: `Token ${options.token}`, accept: 'application/json' };

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: string }) {
    const response = await callService({
      service: SERVICE,
      url: new URL(path, base).toString(),
      method: init.method,
      timeoutMs: options.timeoutMs,
      headers: init.body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: init.body,
    });
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      throw new ServiceError(SERVICE, 'status', `HTTP ${response.status}`, response.status);
    }
    const answer = await readJson(SERVICE, response);
    if (!isRecord(answer)) throw new ServiceError(SERVICE, 'protocol', 'answer is not an object');
    return answer;
  }

  return {
    name: SERVICE,
    async locateIp(ip) {
      const answer = await call(`iplocate/address?ip=${encodeURIComponent(ip)}`, { method: 'GET' });
      return placeOf(answer.location);
    },
    async suggestAddress(query, count) {
      const body = JSON.stringify({ query, count });
      const answer = await call('suggest/address', { method: 'POST', body });
      const list = Array.isArray(answer.suggestions) ? answer.suggestions : [];
      return list.map(suggestionOf).filter((s): s is AddressSuggestion => s !== null);
    },
  };
}
