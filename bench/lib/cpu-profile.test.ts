import { describe, expect, it } from 'vitest';
import { fileOf, selfTime, stages } from './cpu-profile.ts';
import type { CpuProfile } from './cpu-profile.ts';

const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });

// root > handler (app) > render (react-dom) > writeChunk (react-dom); root > (garbage collector)
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', ''), children: [2, 5] },
    { id: 2, callFrame: frame('handler', 'file:///w/apps/web/server/index.ts'), children: [3] },
    {
      id: 3,
      callFrame: frame('performWork', 'file:///w/node_modules/react-dom/server.js'),
      children: [4],
    },
    { id: 4, callFrame: frame('writeChunk', 'file:///w/node_modules/react-dom/server.js') },
    { id: 5, callFrame: frame('(garbage collector)', '') },
  ],
  samples: [2, 3, 4, 4, 5],
  timeDeltas: [10, 10, 20, 20, 40],
};

describe('CPU profile summaries', () => {
  it('names a file by its package, or by its place in the repository', () => {
    expect(fileOf('file:///w/node_modules/@react-router/node/dist/index.js')).toBe(
      '@react-router/node',
    );
    expect(fileOf('file:///work/x/apps/web/server/pages.ts')).toBe('apps/web/server/pages.ts');
    expect(fileOf('')).toBe('(native)');
  });

  it('sums self time by file and by function, largest first', () => {
    const { byFile, byFunction } = selfTime(profile);
    expect(byFile).toEqual([
      { name: 'react-dom', share: 0.5 },
      { name: '(native)', share: 0.4 },
      { name: 'apps/web/server/index.ts', share: 0.1 },
    ]);
    expect(byFunction[0]).toEqual({ name: 'writeChunk react-dom:1', share: 0.4 });
  });

  it('gives a sample to the first stage any frame of its stack matches', () => {
    const shares = stages(profile, [
      ['gc', /^\(garbage collector\)/],
      ['render', /^performWork react-dom:/],
    ]);
    expect(shares).toEqual([
      { name: 'render', share: 0.5 },
      { name: 'gc', share: 0.4 },
      { name: 'other', share: 0.1 },
    ]);
  });
});
