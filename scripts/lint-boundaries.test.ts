import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/process.ts';

// STYLE.md import boundaries are held by the lint config: each case must be reported.
const eslint = new ESLint({ cwd: ROOT });

async function restrictedImports(
  filePath: string,
  code: string,
  rule = 'import-x/no-restricted-paths',
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

// Loading the lint config and its resolver takes seconds on a busy machine.
describe('import boundaries', { timeout: 60_000 }, () => {
  it('the web app never imports apps/api', async () => {
    const messages = await restrictedImports(
      'apps/web/app/shared/probe.ts',
      "import '../../../api/src/app.ts';\n",
    );
    expect(messages).toEqual([
      expect.stringContaining('The web app never imports apps/api: use packages/contract'),
    ]);
  });

  it('shared code never imports a route module', async () => {
    const messages = await restrictedImports(
      'apps/web/app/shared/probe.ts',
      "import '../routes/home.tsx';\n",
    );
    expect(messages).toEqual([expect.stringContaining('Shared code never imports a route module')]);
  });

  it('a package never imports an app', async () => {
    const messages = await restrictedImports(
      'packages/domain/src/probe.ts',
      "import '../../../apps/api/src/app.ts';\n",
    );
    expect(messages).toEqual([expect.stringContaining('Packages never import an app')]);
  });

  it('a route module may import shared code', async () => {
    const messages = await restrictedImports(
      'apps/web/app/routes/probe.ts',
      "import '../shared/site/context.ts';\n",
    );
    expect(messages).toEqual([]);
  });

  // Decision 0012: what every page loads keeps the route table on the server.
  const routeTable = "import { href } from '@dealer/domain';\nexport const home = href('index');\n";

  it('the shell never imports the route table', async () => {
    const messages = await restrictedImports(
      'apps/web/app/shared/probe.ts',
      routeTable,
      'no-restricted-imports',
    );
    expect(messages).toEqual([expect.stringContaining('The route table stays on the server')]);
  });

  it('a server module of the shell may use the route table', async () => {
    expect(
      await restrictedImports(
        'apps/web/app/shared/probe.server.ts',
        routeTable,
        'no-restricted-imports',
      ),
    ).toEqual([]);
  });
});
