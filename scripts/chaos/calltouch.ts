import { calltouchSiteOf } from '../../apps/api/test/fakes/calltouch.ts';
import { formOf, startHttpFake } from '../../apps/api/test/fakes/http-fake.ts';

export type CalltouchMode = 'ok' | 'error' | 'hang';

/**
 * The call-tracking fake of the API tests, switched between answering 200, 500 and hanging past the
 * client's timeout; it counts the leads it accepted (answered 200) by «site id:request number».
 */
export async function countingCalltouch(siteIds: readonly string[]) {
  let mode: CalltouchMode = 'ok';
  const accepted = new Map<string, number>();
  const fake = await startHttpFake((request) => {
    const site = calltouchSiteOf(request);
    if (request.method !== 'POST' || !site || !siteIds.includes(site))
      return { status: 404, text: 'Not Found' };
    if (mode === 'error') return { status: 500, text: 'Internal Server Error' };
    if (mode === 'hang') return 'hang';
    const number = formOf(request).requestNumber ?? '';
    const key = `${site}:${number}`;
    accepted.set(key, (accepted.get(key) ?? 0) + 1);
    return { status: 200, json: { id: Number(number) } };
  });
  return {
    url: fake.url,
    accepted,
    setMode(next: CalltouchMode) {
      mode = next;
    },
    close: () => fake.close(),
  };
}
