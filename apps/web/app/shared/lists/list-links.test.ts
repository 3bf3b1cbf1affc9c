import { describe, expect, it } from 'vitest';
import { ID_SLOT, fillId } from './list-links.ts';

describe('list link templates', () => {
  it('fill the id into the slot the loader left', () => {
    expect(fillId(`/catalog/${ID_SLOT}/`, 42)).toBe('/catalog/42/');
    expect(fillId(`/item/${ID_SLOT}/`, 7)).toBe('/item/7/');
  });

  it('keep a page that is not built linkless', () => {
    expect(fillId(null, 42)).toBeNull();
  });
});
