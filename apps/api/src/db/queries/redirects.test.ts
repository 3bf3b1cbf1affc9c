import { describe, expect, it } from 'vitest';
import { slashVariants } from './redirects.ts';

describe('slashVariants', () => {
  it('gives both spellings of a path', () => {
    expect(slashVariants('/a/b')).toEqual(['/a/b', '/a/b/']);
    expect(slashVariants('/a/b/')).toEqual(['/a/b', '/a/b/']);
    expect(slashVariants('/a//')).toEqual(['/a', '/a/']);
  });

  it('keeps the root as it is', () => {
    expect(slashVariants('/')).toEqual(['/']);
    expect(slashVariants('//')).toEqual(['/']);
  });
});
