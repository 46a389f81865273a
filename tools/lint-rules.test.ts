import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The architecture's arrows and the cycle check only protect anything while eslint.config.js keeps them on:
// these snippets, linted as if they sat at the given paths, must keep failing.
const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const eslint = new ESLint({ cwd: ROOT });

async function problems(path: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

type Problem = Awaited<ReturnType<typeof problems>>[number];
const boundary = (found: Problem[]) => found.filter((p) => p.rule === 'import-x/no-restricted-paths');

describe('lint rules that keep the architecture', { timeout: 120_000 }, () => {
  it('refuses server code that imports the client app', async () => {
    const found = await problems(
      'server/src/x.ts',
      "import { widgetDefinitions } from '../../widgets/index';\nimport '../../src/app/main';\nexport const n = widgetDefinitions;\n",
    );
    expect(boundary(found)).toHaveLength(2);
    expect(boundary(found)[0].message).toMatch(/server depends on contract\/ only/);
  });

  it('refuses contract code that imports the server, and client code that imports tools', async () => {
    expect(boundary(await problems('contract/x.ts', "export { loadConfig } from '../server/src/config/config';\n"))).toHaveLength(1);
    expect(boundary(await problems('src/x.ts', "export { lintLayoutFiles } from '../tools/lint-layouts/lint-layouts';\n"))).toHaveLength(1);
  });

  it('lets widgets use the widget facade and contract/, but not the rest of the runtime', async () => {
    const allowed = await problems(
      'widgets/x/x.tsx',
      "export { defineWidget } from '../../src/runtime/widget-api';\nexport type { LayoutNode } from '../../contract/generated/schema-types';\n",
    );
    expect(boundary(allowed)).toEqual([]);
    const refused = await problems('widgets/x/x.tsx', "export { readSession } from '../../src/runtime/data/session-storage';\n");
    expect(boundary(refused)).toHaveLength(1);
  });

  it('lets tools import server code (seeding, layout lint)', async () => {
    expect(boundary(await problems('tools/x/x.ts', "export { loadConfig } from '../../server/src/config/config';\n"))).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // config/config.ts imports config-read.ts; a config-read.ts importing config.ts back closes the circle.
    const found = await problems('server/src/config/config-read.ts', "import { loadConfig } from './config';\nexport const load = loadConfig;\n");
    expect(found.map((p) => p.rule)).toContain('import-x/no-cycle');
  });
  it('keeps SQL in repositories, and shaping out of them', async () => {
    const restricted = (found: Problem[]) => found.filter((p) => p.rule === '@typescript-eslint/no-restricted-imports');
    const service = await problems('server/src/modules/courses/courses.service.ts', "import { eq } from 'drizzle-orm';\nexport const f = eq;\n");
    expect(restricted(service)[0]?.message).toMatch(/Queries belong in a \*\.repository\.ts/);
    const typesOnly = await problems('server/src/modules/courses/courses.service.ts', "import type { SQL } from 'drizzle-orm';\nexport type S = SQL;\n");
    expect(restricted(typesOnly)).toEqual([]);
    const repository = await problems(
      'server/src/modules/courses/courses.repository.ts',
      "import { formatDateTime } from '../../shared/content/content-format';\nimport { pageOf, offsetOf } from '../../shared/paging';\nexport const f = [formatDateTime, pageOf, offsetOf];\n",
    );
    expect(restricted(repository).map((p) => p.message)).toEqual([
      expect.stringMatching(/A repository returns rows/),
      expect.stringMatching(/A repository returns rows/),
    ]);
  });

  it('lets a server module reach another only through its entry', async () => {
    const deep = await problems('server/src/modules/courses/courses.service.ts', "export { liveRoutes } from '../lives/lives.routes';\n");
    expect(boundary(deep)).toHaveLength(1);
    expect(boundary(deep)[0].message).toMatch(/through its entry/);
    expect(boundary(await problems('server/src/modules/courses/courses.service.ts', "export { liveRoutes } from '../lives';\n"))).toEqual([]);
    // Inside its own module a file imports any sibling; tests and test kits may reach into other modules.
    expect(boundary(await problems('server/src/modules/lives/x.ts', "export { liveRoutes } from './lives.routes';\n"))).toEqual([]);
    expect(boundary(await problems('server/src/modules/courses/courses.test.ts', "export { liveRoutes } from '../lives/lives.routes';\n"))).toEqual([]);
    expect(boundary(await problems('server/src/modules/courses/courses-test-kit.ts', "export { liveRoutes } from '../lives/lives.routes';\n"))).toEqual([]);
  });

  it('keeps the shared layer below the modules', async () => {
    const found = await problems('server/src/shared/x.ts', "export { liveRoutes } from '../modules/lives';\n");
    expect(boundary(found)).toHaveLength(1);
    expect(boundary(found)[0].message).toMatch(/server\/src\/shared\/ sits below the modules/);
    expect(boundary(await problems('server/src/modules/courses/x.ts', "export { pageOf } from '../../shared/paging';\n"))).toEqual([]);
  });
});
