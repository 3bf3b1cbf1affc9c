import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin.server.ts';

const post = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/feedback/', { method: 'POST', headers });

describe('isSameOrigin', () => {
  it('takes a post from the page’s own host, and one without an Origin header', () => {
    expect(isSameOrigin(post({ origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(
      true,
    );
    expect(isSameOrigin(post({ host: 'localhost:3000' }))).toBe(true);
  });

  it('refuses a post from another site, or with an Origin that is no address', () => {
    expect(isSameOrigin(post({ origin: 'http://evil.example', host: 'localhost:3000' }))).toBe(
      false,
    );
    expect(isSameOrigin(post({ origin: 'http://h2.localhost:3000', host: 'localhost:3000' }))).toBe(
      false,
    );
    expect(isSameOrigin(post({ origin: 'null', host: 'localhost:3000' }))).toBe(false);
  });
});
