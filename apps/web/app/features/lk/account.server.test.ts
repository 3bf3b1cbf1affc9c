import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/client.server.ts';
import { apiContext } from '../../shared/api/context.ts';
import { profileAction } from './account.server.ts';

/** An API that keeps the bodies of PATCH /user and answers them like the API would. */
function recordingApi() {
  const patches: unknown[] = [];
  const api = {
    async patch(path: string, input: { body: unknown }) {
      if (path !== '/user') throw new Error(`unexpected call ${path}`);
      patches.push(input.body);
      return { status: 200, body: {} };
    },
  };
  const context = new RouterContextProvider();
  context.set(apiContext, api as unknown as ApiClient);
  return { context, patches };
}

const post = (fields: Record<string, string>) =>
  new Request('http://localhost/lk/profile/', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

// Hardening II item 8: an empty profile post blanked the profile (every field sent as '').
describe('the profile form’s action', () => {
  it('sends only the fields the form posted, so an empty post changes nothing', async () => {
    const { context, patches } = recordingApi();
    await profileAction(post({}), context);
    await profileAction(post({ email: ' anna@example.ru ' }), context);
    await profileAction(
      post({ lastName: 'Иванова', firstName: ' Анна ', middleName: '', email: '' }),
      context,
    );
    expect(patches).toEqual([
      {},
      { email: 'anna@example.ru' },
      { firstName: 'Анна', lastName: 'Иванова', middleName: '', email: '' },
    ]);
  });
});
