import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { forEveryVisitor, inlineHashes, pageCsp } from './csp.ts';

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

describe('a cached page’s CSP', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const page = (nonce: string) =>
    [
      '<!DOCTYPE html><html><head>',
      `<style nonce="${nonce}" data-href="/assets/a.css">a{color:red}</style>`,
      `<script nonce="${nonce}" type="module" src="/assets/entry.js"></script>`,
      '<script type="application/ld+json">{"@type":"Car"}</script>',
      '</head><body>',
      `<script nonce="${nonce}">window.__ctx = {"a":1};</script>`,
      `<script nonce="${nonce}" type="module">import("/assets/entry.js");\r\nrun();</script>`,
      '</body></html>',
    ].join('');

  it('names the inline scripts and styles by hash, drops the nonce, and keeps the rest', () => {
    const policy = pageCsp('n0nce+/=', false, { analytics: [], iframeAncestors: ['*'] });
    const { html, policy: sealed } = forEveryVisitor(Buffer.from(page('n0nce+/=')), policy);
    const text = html.toString('utf8');
    expect(text).not.toContain('nonce');
    expect(sealed).not.toContain('nonce');
    expect(directive(sealed!, 'script-src')).toBe(
      `script-src 'self' ${sha('window.__ctx = {"a":1};')} ${sha('import("/assets/entry.js");\nrun();')}`,
    );
    expect(directive(sealed!, 'style-src')).toBe(`style-src 'self' ${sha('a{color:red}')}`);
    // Everything else stays as the render wrote it.
    const others = (csp: string) =>
      csp.split('; ').filter((part) => !/^(script|style)-src /.test(part));
    expect(others(sealed!)).toEqual(others(policy));
  });

  it('is the same for every render of the same page, whatever nonce each had', () => {
    const csp = (nonce: string) =>
      forEveryVisitor(
        Buffer.from(page(nonce)),
        pageCsp(nonce, false, { analytics: [], iframeAncestors: ['*'] }),
      );
    const one = csp('first');
    const two = csp('second');
    expect(one.policy).toBe(two.policy);
    expect(one.html.equals(two.html)).toBe(true);
  });

  it('leaves an answer without a nonce in its policy alone', () => {
    const html = Buffer.from('<p>x</p>');
    expect(forEveryVisitor(html, null)).toEqual({ html, policy: null });
    expect(forEveryVisitor(html, "default-src 'none'").policy).toBe("default-src 'none'");
    expect(inlineHashes('<script src="/a.js"></script><style>b{}</style>')).toEqual({
      scripts: [],
      styles: [sha('b{}')],
    });
  });
});
