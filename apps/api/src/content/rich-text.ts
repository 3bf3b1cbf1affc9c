import type { ContentBlock } from '@dealer/contract';
import { parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/**
 * The editor's HTML becomes the typed blocks the pages draw (decision 0068): sanitize-html keeps
 * the block elements the site shows (and an uploaded picture), then each block is read as text.
 * Stored content is never HTML, so no page writes markup from the database.
 */

/** Pictures come from the site's own image addresses only. */
export const IMAGE_SRC = /^\/api\/v1\/images\/[\w./-]{1,200}$/;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li', 'br', 'img', 'strong', 'em'],
  allowedAttributes: { img: ['src', 'alt'] },
  // Relative addresses only, checked again below: no scheme at all is allowed.
  allowedSchemes: [],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: { h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3', b: 'strong', i: 'em', div: 'p' },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    !(IMAGE_SRC.test(frame.attribs.src ?? '') && !frame.attribs.src?.includes('..')),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

type Node = {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: Node[];
};

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

function textOf(node: Node): string {
  if (node.type === 'text') return node.data ?? '';
  if (node.name === 'br') return ' ';
  if (node.name === 'img') return '';
  return (node.children ?? []).map(textOf).join('');
}

function imagesOf(node: Node): ContentBlock[] {
  if (node.name === 'img')
    return [{ type: 'image', src: node.attribs?.src ?? '', alt: squeeze(node.attribs?.alt ?? '') }];
  return (node.children ?? []).flatMap(imagesOf);
}

function blocksOf(node: Node): ContentBlock[] {
  const text = squeeze(textOf(node));
  switch (node.name) {
    case 'h2':
    case 'h3':
      return text ? [{ type: node.name, text }] : [];
    case 'blockquote':
      return text ? [{ type: 'quote', text }] : [];
    case 'ul':
    case 'ol': {
      const items = (node.children ?? [])
        .filter((child) => child.name === 'li')
        .map((li) => squeeze(textOf(li)))
        .filter(Boolean);
      return items.length > 0 ? [{ type: node.name, items }] : [];
    }
    case 'img':
      return imagesOf(node);
    default:
      // A paragraph, or text and inline elements between blocks.
      return [...(text ? [{ type: 'p' as const, text }] : []), ...imagesOf(node)];
  }
}

/** Sanitised HTML to the page's blocks: block elements each one block, loose text a paragraph. */
export function richTextBlocks(html: string): ContentBlock[] {
  const document = parseDocument(sanitizeRichText(html)) as unknown as Node;
  const blocks: ContentBlock[] = [];
  let loose: Node[] = [];
  const flush = () => {
    if (loose.length > 0) blocks.push(...blocksOf({ type: 'tag', name: 'p', children: loose }));
    loose = [];
  };
  for (const child of document.children ?? []) {
    if (
      child.type === 'tag' &&
      child.name !== 'strong' &&
      child.name !== 'em' &&
      child.name !== 'br'
    ) {
      flush();
      blocks.push(...blocksOf(child));
    } else loose.push(child);
  }
  flush();
  return blocks;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The blocks as the editor's HTML, to edit them again. */
export function blocksHtml(blocks: readonly ContentBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'p':
        case 'h2':
        case 'h3':
          return `<${block.type}>${escape(block.text)}</${block.type}>`;
        case 'quote':
          return `<blockquote><p>${escape(block.text)}</p></blockquote>`;
        case 'ul':
        case 'ol':
          return `<${block.type}>${block.items.map((item) => `<li><p>${escape(item)}</p></li>`).join('')}</${block.type}>`;
        case 'image':
          return `<img src="${escape(block.src)}" alt="${escape(block.alt)}">`;
      }
    })
    .join('');
}
