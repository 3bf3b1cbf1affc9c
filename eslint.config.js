import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

// Import boundaries of STYLE.md: shared never imports features or routes, features never import
// each other, the web never imports the API, and the packages import no app.
const featuresDir = './apps/web/app/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const zones = [
  {
    target: './apps/web',
    from: './apps/api',
    message: 'The web app never imports apps/api: use packages/contract.',
  },
  { target: './packages', from: './apps', message: 'Packages never import an app.' },
  {
    target: './apps/web/app/shared',
    from: './apps/web/app/features',
    message: 'Shared code never imports a feature.',
  },
  {
    target: './apps/web/app/shared',
    from: './apps/web/app/routes',
    message: 'Shared code never imports a route module.',
  },
  {
    target: './apps/web/app/features',
    from: './apps/web/app/routes',
    message: 'Features never import route modules.',
  },
  ...features.map((name) => ({
    target: `${featuresDir}/${name}`,
    from: featuresDir,
    except: [`./${name}`],
    message: 'A feature never imports another feature: move the shared part to app/shared.',
  })),
];

// React Router's <Link> and <NavLink> cost every page about 2.4 kB gzip of prefetching and form code
// the site does not use (decision 0014): links are the site's own, built on useLinkClickHandler.
const OWN_LINK = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: 'Use Link or NavLink of app/shared/navigation/link.tsx.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/app/shared/navigation/link.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [OWN_LINK] }] },
  },
  {
    // What every page loads (root and its chrome) must not pull in the route table, about 4 kB gzip:
    // links there are resolved by the loaders on the server (issue 5 JS budget).
    files: [
      'apps/web/app/root.tsx',
      'apps/web/app/shared/**/*.{ts,tsx}',
      'apps/web/app/features/{widgets,city,auth}/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*.server.ts',
      '**/*.server.tsx',
      '**/*.test.ts',
      '**/*.test.tsx',
      'apps/web/app/shared/layout/links.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            OWN_LINK,
            {
              name: '@dealer/domain',
              importNames: [
                'href',
                'hrefForRow',
                'ROUTES',
                'routeByName',
                'routeByPattern',
                'matchRoute',
              ],
              message:
                'The route table stays on the server: resolve the link in a loader and pass it down.',
            },
          ],
        },
      ],
    },
  },
);
