import { describe, expect, it } from 'vitest';
import { ownCanonical } from './canonical-link.tsx';

describe('ownCanonical: a loader that names its page’s canonical link', () => {
  it.each([
    [{ canonical: 'https://example.test/cars/' }, true],
    [{ meta: [{ title: 'Контакты' }, { tagName: 'link', rel: 'canonical', href: '/x/' }] }, true],
    [{ meta: [{ title: 'Контакты' }, { tagName: 'link', rel: 'preload', href: '/x/' }] }, false],
    [{ meta: 'canonical' }, false],
    [{ title: 'Новости' }, false],
    [null, false],
  ])('%j: %s', (data, named) => {
    expect(ownCanonical(data)).toBe(named);
  });
});
