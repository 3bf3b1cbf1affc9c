import { describe, expect, it } from 'vitest';
import { pageCsp } from './csp.ts';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(name + ' '));

describe('page CSP', () => {
  it('allows own scripts and the nonce, nothing inline without it, and no framing', () => {
    const csp = pageCsp('abc', false, { analytics: [], iframeAncestors: ['*'] });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'nonce-abc'");
  });

  it('adds the configured analytics hosts and the vendors’ companions', () => {
    const csp = pageCsp('n', false, {
      analytics: ['https://www.googletagmanager.com/gtm.js', 'https://mc.yandex.ru/metrika/tag.js'],
      iframeAncestors: ['*'],
    });
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' 'nonce-n' https://www.googletagmanager.com https://mc.yandex.ru https://yastatic.net",
    );
    expect(directive(csp, 'connect-src')).toContain('https://mc.yandex.ru');
    const local = pageCsp('n', false, {
      analytics: ['http://127.0.0.1:9/gtm.js'],
      iframeAncestors: ['*'],
    });
    expect(directive(local, 'script-src')).toBe("script-src 'self' 'nonce-n' http://127.0.0.1:9");
  });

  it('lets only the configured sites frame an embed', () => {
    const csp = pageCsp('n', true, {
      analytics: [],
      iframeAncestors: ['https://partner.example', 'https://other.example'],
    });
    expect(directive(csp, 'frame-ancestors')).toBe(
      'frame-ancestors https://partner.example https://other.example',
    );
  });

  it('allows the maps host and its tiles only when a maps key is configured', () => {
    const without = pageCsp('n', false, { analytics: [], iframeAncestors: ['*'], maps: null });
    expect(without).not.toContain('api-maps.yandex.ru');
    expect(directive(without, 'worker-src')).toBeUndefined();
    const csp = pageCsp('n', false, {
      analytics: [],
      iframeAncestors: ['*'],
      maps: 'https://api-maps.yandex.ru/v3/?apikey=k-123&lang=ru_RU',
    });
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' 'nonce-n' https://api-maps.yandex.ru https://yastatic.net",
    );
    expect(directive(csp, 'img-src')).toContain('https://*.maps.yandex.net');
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self' blob:");
  });
});
