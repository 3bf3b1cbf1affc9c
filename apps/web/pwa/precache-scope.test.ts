import { describe, expect, it } from 'vitest';
import { visitorFiles, type ViteManifest } from './precache-scope.ts';

// A build in small: the root and a public page share the shell; the back office's page shares a
// form with the public page and alone loads its editor lazily.
const manifest: ViteManifest = {
  'app/root.tsx': {
    file: 'assets/root-a.js',
    src: 'app/root.tsx',
    isEntry: true,
    imports: ['_shell.js'],
  },
  '_shell.js': { file: 'assets/shell-b.js', css: ['assets/shell-c.css'] },
  'app/routes/home.tsx': {
    file: 'assets/home-d.js',
    src: 'app/routes/home.tsx',
    isEntry: true,
    imports: ['_shell.js'],
    dynamicImports: ['app/features/search/overlay.tsx'],
  },
  'app/features/search/overlay.tsx': {
    file: 'assets/overlay-e.js',
    isDynamicEntry: true,
    imports: ['_form.js'],
  },
  '_form.js': { file: 'assets/form-f.js' },
  'app/routes/reports/content.tsx?__react-router-build-client-route': {
    file: 'assets/content-g.js',
    src: 'app/routes/reports/content.tsx?__react-router-build-client-route',
    isEntry: true,
    imports: ['_shell.js', '_form.js'],
    css: ['assets/content-h.css'],
    dynamicImports: ['app/features/reports/rich-text-editor.tsx'],
  },
  'app/features/reports/rich-text-editor.tsx': {
    file: 'assets/rich-text-editor-i.js',
    isDynamicEntry: true,
  },
};

describe('visitorFiles', () => {
  it('keeps what public pages load, statically or lazily, and leaves the back office alone', () => {
    const files = visitorFiles(manifest, new Set(['app/routes/reports/content.tsx']));
    expect([...files].sort()).toEqual([
      'assets/form-f.js',
      'assets/home-d.js',
      'assets/overlay-e.js',
      'assets/root-a.js',
      'assets/shell-b.js',
      'assets/shell-c.css',
    ]);
  });

  it('keeps everything when no source is the staff’s', () => {
    expect(visitorFiles(manifest, new Set()).size).toBe(9);
  });
});
