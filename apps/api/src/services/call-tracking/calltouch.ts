import { ServiceError, callService, formBody } from '../http.ts';
import type { CallTracking, CallTrackingSite } from './types.ts';

export type CalltouchOptions = {
  baseUrl: string;
  timeoutMs: number;
  // Site id per holding, and the one for used cars (SPEC 7); used falls back to the holding's.
  siteIds: { 1?: string | undefined; 2?: string | undefined; used?: string | undefined };
};

const SERVICE = 'calltouch';

export function calltouchSiteId(
  siteIds: CalltouchOptions['siteIds'],
  site: CallTrackingSite,
): string | undefined {
  const holding = site.endsWith('2') ? siteIds[2] : siteIds[1];
  return site.startsWith('used') ? (siteIds.used ?? holding) : holding;
}

// Calltouch requests API: POST .../requests/{siteId}/register/, form-encoded; HTTP 200 is delivered.
export function createCalltouch(options: CalltouchOptions): CallTracking {
  return {
    name: SERVICE,
    async register(site, lead) {
      const siteId = calltouchSiteId(options.siteIds, site);
      if (!siteId) throw new ServiceError(SERVICE, 'rejected', `no site id for ${site}`);
      const path = `/calls-service/RestAPI/requests/${encodeURIComponent(siteId)}/register/`;
      const response = await callService({
        service: SERVICE,
        url: new URL(path, options.baseUrl).toString(),
        method: 'POST',
        timeoutMs: options.timeoutMs,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: formBody(lead),
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (response.status !== 200)
        throw new ServiceError(SERVICE, 'status', `HTTP ${response.status}`, response.status);
    },
  };
}
