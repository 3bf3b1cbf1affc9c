import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.server.ts';
import { apiContext } from '../api/context.ts';
import { env } from '../config/env.server.ts';
import { siteContext } from '../site/context.ts';
import { json, localServer } from '../testing/local-server.ts';
import { sendSignInCode, signInWithCode } from './sign-in.server.ts';

// The steps both sign-in forms share, against an API that knows one phone and one code; a second
// phone's customer cannot be read, a third phone is beyond the send limit, a fourth breaks the API.
const USER = { id: 7, phone: '+79000000001', isRegistered: false };
let api: Awaited<ReturnType<typeof localServer>>;
let apiUrl: string;

beforeAll(async () => {
  api = await localServer((req, res, url) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { phone, code } = body ? (JSON.parse(body) as { phone?: string; code?: string }) : {};
      if (url.pathname === '/v1/auth/login') {
        if (phone === '+79000000003')
          return json(res, 429, {
            message: 'Слишком много попыток',
            code: 8,
            details: [{ field: 'phone', message: 'Слишком много попыток' }],
          });
        if (phone === '+79000000004') return json(res, 500, { message: 'x', code: 13 });
        return json(res, 200, { success: true, codeLength: 4, resendIn: 60 });
      }
      if (url.pathname === '/v1/auth/validate') {
        if (code !== '1234')
          return json(res, 401, { message: 'Неверный код', code: 16, details: [] });
        return json(res, 200, {
          token: `access-${phone?.slice(-2)}`,
          refreshToken: `refresh-${phone?.slice(-2)}`,
        });
      }
      if (url.pathname === '/v1/user' && req.headers.authorization === 'Bearer access-01')
        return json(res, 200, USER);
      return json(res, 503, { message: 'Нет ответа', code: 14, details: [] });
    });
  });
  // The customer is asked at the configured API with the new pair, not through the visitor's client.
  apiUrl = env.apiUrl;
  env.apiUrl = api.url;
});

afterAll(async () => {
  env.apiUrl = apiUrl;
  await api.close();
});

function contextOf(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(siteContext, { holdingId: 2, city: 'msk' });
  context.set(
    apiContext,
    createApiClient({ baseUrl: api.url, holdingId: 2, timeoutMs: 5000, tokens: {}, log: () => {} }),
  );
  return context;
}

const request = (proto: string) =>
  new Request('http://localhost/auth/validate/', { headers: { 'x-forwarded-proto': proto } });

describe('sendSignInCode', () => {
  it("answers the code's length and when it may be sent again", async () => {
    expect(await sendSignInCode(contextOf(), '+79000000001')).toEqual({
      ok: true,
      codeLength: 4,
      resendIn: 60,
    });
  });

  it("keeps a refusal's message, field and status, and turns the API's failure into 502", async () => {
    expect(await sendSignInCode(contextOf(), '+79000000003')).toEqual({
      ok: false,
      status: 429,
      message: 'Слишком много попыток',
      field: 'phone',
    });
    const failed = await sendSignInCode(contextOf(), '+79000000004');
    expect(failed).toMatchObject({ ok: false, status: 502, message: 'x' });
  });
});

describe('signInWithCode', () => {
  it('reads the customer with the new pair and keeps the pair in secure cookies over https', async () => {
    const signedIn = await signInWithCode(request('https'), contextOf(), USER.phone, '1234');
    expect(signedIn).toMatchObject({ ok: true, user: USER });
    const cookies = signedIn.ok ? signedIn.cookies : [];
    expect(cookies.join('\n')).toContain('token=access-01;');
    expect(cookies.join('\n')).toContain('refreshToken=refresh-01;');
    for (const cookie of cookies) expect(cookie).toMatch(/HttpOnly/i);
    for (const cookie of cookies) expect(cookie).toMatch(/Secure/);
    const plain = await signInWithCode(request('http'), contextOf(), USER.phone, '1234');
    for (const cookie of plain.ok ? plain.cookies : ['']) expect(cookie).not.toMatch(/Secure/);
  });

  it('signs in even when the customer cannot be read, and refuses a wrong code with its message', async () => {
    const unread = await signInWithCode(request('http'), contextOf(), '+79000000002', '1234');
    expect(unread).toMatchObject({ ok: true, user: undefined });
    expect(unread.ok && unread.cookies).toHaveLength(2);
    expect(await signInWithCode(request('http'), contextOf(), USER.phone, '0000')).toEqual({
      ok: false,
      status: 401,
      message: 'Неверный код',
    });
  });
});
