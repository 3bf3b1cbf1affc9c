import { startHttpFake, type FakeRequest } from './http-fake.ts';

const REGISTER = /^\/calls-service\/RestAPI\/requests\/([^/]+)\/register\/$/;

// Calltouch's register endpoint: 200 for a known site id; what the adapter sends is kept.
export function startCalltouchFake(siteIds: readonly string[]) {
  return startHttpFake((request: FakeRequest) => {
    const site = REGISTER.exec(request.url)?.[1];
    if (request.method !== 'POST' || !site) return { status: 404, text: 'Not Found' };
    if (!siteIds.includes(site)) return { status: 400, json: { error: 'site not found' } };
    return { status: 200, json: { id: 1 } };
  });
}

export function calltouchSiteOf(request: FakeRequest): string | undefined {
  return REGISTER.exec(request.url)?.[1];
}
