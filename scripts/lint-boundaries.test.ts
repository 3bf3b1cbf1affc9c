import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/process.ts';

// STYLE.md import boundaries are held by the lint config: each case must be reported.
const eslint = new ESLint({ cwd: ROOT });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

// Loading the lint config and its resolver takes seconds on a busy machine.
describe('import boundaries', { timeout: 60_000 }, () => {
  it('the web app never imports apps/api', async () => {
    const messages = await restrictedImports('apps/web/app/shared/probe.ts', "import '../../../api/src/app.ts';\n");
    expect(messages).toEqual([expect.stringContaining('The web app never imports apps/api: use packages/contract')]);
  });

  it('shared code never imports a route module', async () => {
    const messages = await restrictedImports('apps/web/app/shared/probe.ts', "import '../routes/home.tsx';\n");
    expect(messages).toEqual([expect.stringContaining('Shared code never imports a route module')]);
  });

  it('a package never imports an app', async () => {
    const messages = await restrictedImports('packages/domain/src/probe.ts', "import '../../../apps/api/src/app.ts';\n");
    expect(messages).toEqual([expect.stringContaining('Packages never import an app')]);
  });

  it('a route module may import shared code', async () => {
    const messages = await restrictedImports('apps/web/app/routes/probe.ts', "import '../shared/site/context.ts';\n");
    expect(messages).toEqual([]);
  });
});
