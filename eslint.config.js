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

// React Router's <Link> and <NavLink> bring its DOM module (prefetching and form code the site does
// not use) to every page (decision 0014): links are the site's own, on useHref, useLocation and
// useNavigate of React Router's core (app/shared/navigation/link.tsx, tested beside it).
const OWN_LINK = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: 'Use Link or NavLink of app/shared/navigation/link.tsx.',
};

// Static parts (StaticPart, decisions 0015 and 0018): the browser keeps their server HTML and runs none
// of their code while hydrating, so a handler or a hook with state in one works only after a client
// navigation and silently does nothing on first load. Their files, and the modules they render:
const STATIC_PARTS = [
  'apps/web/app/shared/layout/footer/*.tsx',
  'apps/web/app/features/shell-widgets/{app-banner,app-art}.tsx',
  'apps/web/app/features/vehicle-card/{card-parts,card-head,price-block,dealer-block,qr-block,specs,gallery}.tsx',
  'apps/web/app/shared/ui/breadcrumbs.tsx',
  'apps/web/app/features/content/{publication-page,publication-cards,publication-dates,share-links,seo-text}.tsx',
  'apps/web/app/shared/ui/content-blocks.tsx',
  'apps/web/app/features/home-sections/home-sections-part.tsx',
  'apps/web/app/features/lead-form/vehicle-lead-links.tsx',
  'apps/web/app/features/lk/overview-content.tsx',
];
// Hooks that only read what the server rendered with (an id, the site, the shell's links).
const PART_HOOKS = /^(useId|useSite|useShellLinks)$/;
const STATIC_PART_RULES = [
  {
    selector: 'JSXAttribute[name.name=/^on[A-Z]/]',
    message:
      'A static part runs no handler on first load: use data-panel, data-disclosure, data-action or a Link (static-part.tsx).',
  },
  {
    selector: `CallExpression[callee.name=/^use[A-Z]/]:not([callee.name=${PART_HOOKS}])`,
    message:
      'A static part has no state or effects (its code does not run on first load): render it as a plain component instead.',
  },
];
// serverReady is StaticPart's loader: a module it loads is a static part, held by the rules above,
// a form the visitor wakes on first touch (useWakingPart), which posts without its code, or the
// card's similar vehicles' tiles, woken as their list comes near (a tapped toggle is replayed), or
// the card's ?form= section, which holds such a form.
const SERVER_READY_RULE = {
  selector:
    "CallExpression[callee.name='serverReady'] ImportExpression[source.value!=/\\/(footer|app-banner|card-parts|gallery|publication-page|home-sections-part|vehicle-lead-links|vehicle-lead-section|overview-content|vehicle-form|inline-vehicle-form|service-lead-form|feedback-form|vehicle-tile)\\.tsx$/]",
  message:
    'serverReady loads static parts and forms woken on first touch only: add the module to STATIC_PARTS in eslint.config.js, or gate it with useWakingPart.',
};

// One naming for what a route's loader calls: loadX (loadListing, loadOrders). A factory that
// makes a loader object (createMapsLoader) is not one.
const LOADER_NAME_RULE = {
  selector:
    'FunctionDeclaration[id.name=/^(?!create)[a-z]\\w*Loader$/], VariableDeclarator[id.name=/^(?!create)[a-z]\\w*Loader$/][init.type=/FunctionExpression$/]',
  message: "Name a function that loads a page's data loadX (loadOrders), not xLoader.",
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
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', SERVER_READY_RULE, LOADER_NAME_RULE] },
  },
  {
    files: STATIC_PARTS,
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', SERVER_READY_RULE, LOADER_NAME_RULE, ...STATIC_PART_RULES],
    },
  },
  {
    // Only db/ speaks SQL (queries, schema, migrations): the rest of the API calls its query
    // functions and may name the schema's row types.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/**', '**/*.test.ts', 'apps/api/src/routes/search/test-catalogue.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm',
              message: 'SQL lives in apps/api/src/db/queries: call a query function from there.',
            },
            {
              regex: '/db/schema(/|$)',
              allowTypeImports: true,
              message: 'SQL lives in apps/api/src/db/queries: call a query function from there.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature shows the routes what they may use through its index.ts (and index.server.ts for
    // loaders and actions); its other files are its own and may change without touching a route.
    files: ['apps/web/app/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [OWN_LINK],
          patterns: [
            {
              regex: '/features/[^/]+/(?!index(\\.server)?\\.ts$)',
              message: 'Import a feature through its index.ts or index.server.ts, not its files.',
            },
          ],
        },
      ],
    },
  },
  {
    // What every page loads (root and its chrome) must not pull in the route table, about 4 kB gzip:
    // links there are resolved by the loaders on the server (issue 5 JS budget).
    files: [
      'apps/web/app/root.tsx',
      'apps/web/app/shared/**/*.{ts,tsx}',
      'apps/web/app/features/{shell-widgets,city,auth}/**/*.{ts,tsx}',
      // The personal area's pages too: a link resolved in the browser brought 8 kB to /lk/garage/.
      'apps/web/app/features/lk/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*.server.ts',
      '**/*.server.tsx',
      '**/*.test.ts',
      '**/*.test.tsx',
      'apps/web/app/shared/layout/route-links.ts',
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
