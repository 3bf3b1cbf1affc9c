import { describe, expect, it } from 'vitest';
import { inlineStylesheets, inlineStylesheetsStream } from './inline-css.ts';

const css = (href: string) =>
  ({ '/assets/shell-A1.css': '.a{color:red}', '/assets/listing-B2.css': '.b{margin:0}' })[href];

describe('inline stylesheets', () => {
  it('writes each known stylesheet before its link and makes the link non-blocking', () => {
    const head =
      '<head><link rel="stylesheet" href="/assets/shell-A1.css#"/><link rel="stylesheet" href="/assets/listing-B2.css"/></head>';
    expect(inlineStylesheets(head, css)).toBe(
      '<head><style data-href="/assets/shell-A1.css">.a{color:red}</style><link media="print" rel="stylesheet" href="/assets/shell-A1.css#"/>' +
        '<style data-href="/assets/listing-B2.css">.b{margin:0}</style><link media="print" rel="stylesheet" href="/assets/listing-B2.css"/></head>',
    );
  });

  it('gives each inlined style the page nonce, also when the link carries one', () => {
    const head = '<link rel="stylesheet" href="/assets/shell-A1.css" nonce="n0nce"/>';
    expect(inlineStylesheets(head, css, 'n0nce')).toBe(
      '<style nonce="n0nce" data-href="/assets/shell-A1.css">.a{color:red}</style><link media="print" rel="stylesheet" href="/assets/shell-A1.css" nonce="n0nce"/>',
    );
  });

  it('reads the attributes in any order, as React Router writes them with a nonce', () => {
    const head =
      '<link nonce="n0nce" rel="stylesheet" href="/assets/shell-A1.css#"/><link rel="modulepreload" href="/assets/a.js" nonce="n0nce"/>';
    expect(inlineStylesheets(head, css, 'n0nce')).toBe(
      '<style nonce="n0nce" data-href="/assets/shell-A1.css">.a{color:red}</style><link media="print" nonce="n0nce" rel="stylesheet" href="/assets/shell-A1.css#"/>' +
        '',
    );
  });

  it("leaves unknown stylesheets alone and drops the scripts' preloads", () => {
    const head =
      '<link rel="stylesheet" href="/assets/other.css"/><link rel="modulepreload" href="/assets/a.js"/>';
    expect(inlineStylesheets(head, css)).toBe('<link rel="stylesheet" href="/assets/other.css"/>');
  });

  it('streams: the head is rewritten even when </head> is split across chunks, the body passes as is', async () => {
    const page =
      '<html><head><link rel="stylesheet" href="/assets/shell-A1.css"/></head><body>тело страницы</body></html>';
    const bytes = new TextEncoder().encode(page);
    const cut = page.indexOf('</head>') + 3;
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, cut));
        controller.enqueue(bytes.subarray(cut, cut + 10));
        controller.enqueue(bytes.subarray(cut + 10));
        controller.close();
      },
    });
    const out = await new Response(source.pipeThrough(inlineStylesheetsStream(css))).text();
    expect(out).toBe(
      page.replace(
        '<link rel',
        '<style data-href="/assets/shell-A1.css">.a{color:red}</style><link media="print" rel',
      ),
    );
  });

  it('a page without a head comes through unchanged', async () => {
    const out = await new Response(
      new Response('plain').body!.pipeThrough(inlineStylesheetsStream(css)),
    ).text();
    expect(out).toBe('plain');
  });
});
