import type { ContentBlock } from '@dealer/contract';
import { describe, expect, it } from 'vitest';
import { blocksHtml, richTextBlocks, sanitizeRichText } from './rich-text.ts';

describe('rich text', () => {
  it('keeps the blocks the pages draw and drops scripts, handlers and foreign pictures', () => {
    const html =
      '<h1>Заголовок</h1><p onclick="x()">Первый <strong>абзац</strong><script>alert(1)</script></p>' +
      '<ul><li><p>раз</p></li><li>два</li></ul><blockquote><p>цитата</p></blockquote>' +
      '<img src="https://evil.example/x.png" alt="x"><img src="/api/v1/images/uploads/ab12.webp" alt="Фото">' +
      '<a href="javascript:alert(1)">ссылка</a><iframe src="/x"></iframe>';
    expect(sanitizeRichText(html)).not.toMatch(/script|onclick|evil|javascript|iframe/);
    expect(richTextBlocks(html)).toEqual([
      { type: 'h2', text: 'Заголовок' },
      { type: 'p', text: 'Первый абзац' },
      { type: 'ul', items: ['раз', 'два'] },
      { type: 'quote', text: 'цитата' },
      { type: 'image', src: '/api/v1/images/uploads/ab12.webp', alt: 'Фото' },
      { type: 'p', text: 'ссылка' },
    ]);
  });

  it('reads plain text as a paragraph and round-trips the blocks through the editor', () => {
    expect(richTextBlocks('просто текст')).toEqual([{ type: 'p', text: 'просто текст' }]);
    expect(richTextBlocks('')).toEqual([]);
    const blocks: ContentBlock[] = [
      { type: 'p', text: 'a < b & "c"' },
      { type: 'h3', text: 'Итоги' },
      { type: 'ol', items: ['один', 'два'] },
    ];
    expect(richTextBlocks(blocksHtml(blocks))).toEqual(blocks);
  });
});
