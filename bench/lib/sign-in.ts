import { startSmsRuFake, textsOf } from '../../apps/api/test/fakes/smsru.ts';

// The bench measures signed-in pages too (/lk, /reports): it signs in the way a visitor does,
// through the site's own forms, with the SMS gateway the tests' SMS.ru fake, which keeps the texts.

export interface SmsStandIn {
  /** For the API's SMSRU_URL. */
  url: string;
  codeFor(digits: string): Promise<string>;
  close(): Promise<void>;
}

/** The SMS.ru fake (answering to `apiId`), asked for the code last sent to a number. */
export async function smsStandIn(apiId: string): Promise<SmsStandIn> {
  const fake = await startSmsRuFake(apiId);
  return {
    url: fake.url,
    async codeFor(digits) {
      for (let waited = 0; waited < 10_000; waited += 100) {
        const text = textsOf(fake).findLast((sent) => sent.to === digits);
        const code = /\d{4,8}/.exec(text?.msg ?? '')?.[0];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no SMS reached ${digits}`);
    },
    close: () => fake.close(),
  };
}

async function post(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { origin: new URL(url).origin },
    redirect: 'manual',
  });
}

function cookieHeader(response: Response): string {
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const set = cookies.filter((pair) => !pair.endsWith('='));
  if (set.length === 0) throw new Error(`sign-in set no cookie (status ${response.status})`);
  return set.join('; ');
}

/** A demo customer signed in through /lk/auth/: the Cookie header of their session. */
export async function customerCookie(origin: string, sms: SmsStandIn, digits: string) {
  const page = `${origin}/lk/auth/?redirect=%2Flk%2F`;
  const phone = `+7 ${digits.slice(1, 4)}-${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9)}`;
  await post(page, { intent: 'send', phone });
  const code = await sms.codeFor(digits);
  return cookieHeader(await post(page, { intent: 'validate', phone, code }));
}

/** A staff member signed in through /reports/auth/: the Cookie header of the desk. */
export async function staffCookie(origin: string, login: string, password: string) {
  return cookieHeader(await post(`${origin}/reports/auth/`, { login, password }));
}
