import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintWidgetExample } from '../../server/src/layout-lint/lint-layout';
import { makeTempRoot, TEST_WIDGETS } from '../../server/src/testing/temp-root';
import { GENERATED_DIR, writeGenerated } from '../gen-types/gen-types';
import { lintWidgetExamples } from '../lint-layouts/widget-examples';
import { registerInIndex, scaffoldWidget } from './new-widget';
import { EMPTY_INDEX, widgetNames } from './templates';

const tmp = makeTempRoot();
const existing = makeTempRoot({ widgets: TEST_WIDGETS });
afterAll(() => {
  tmp.remove();
  existing.remove();
});

/** Every file under contract/generated/ (repo-relative path → content). */
function generatedFiles(root: string): Map<string, string> {
  const dir = path.join(root, GENERATED_DIR);
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(entries.map((e) => [path.relative(root, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name), 'utf8')]));
}

describe('new-widget', () => {
  it('scaffolds a widget that lints clean and is registered and generated', async () => {
    await scaffoldWidget('live-card', { root: tmp.dir });
    const dir = path.join(tmp.dir, 'widgets/live-card');
    for (const f of ['live-card.tsx', 'live-card.schema.json', 'index.ts', 'live-card.test.tsx', 'live-card.example.json', 'live-card.examples.json']) {
      expect(existsSync(path.join(dir, f))).toBe(true);
    }
    const example = JSON.parse(readFileSync(path.join(dir, 'live-card.example.json'), 'utf8'));
    expect(lintWidgetExample(example, { root: tmp.dir })).toEqual([]);
    // Its states (content, empty and more) pass the check that refuses a widget without them.
    expect(lintWidgetExamples(tmp.dir, 'live-card')).toEqual({ files: 2, issues: [] });
    const index = readFileSync(path.join(tmp.dir, 'widgets/index.ts'), 'utf8');
    expect(index).toContain("import { liveCard } from './live-card';");
    expect(index).toMatch(/widgetDefinitions = \[\n {2}liveCard,\n\];/);
    const props = readFileSync(path.join(tmp.dir, 'contract/generated/widgets/live-card.props.ts'), 'utf8');
    expect(props).toContain('export interface LiveCardProps');
    const registration = readFileSync(path.join(dir, 'index.ts'), 'utf8');
    expect(registration).toContain('export const liveCard = defineWidget<LiveCardProps>({');
    // New widgets load on first use, so the doctors' first screen does not grow with every widget.
    expect(registration).toContain("load: () => import('./live-card').then((module) => ({ default: module.LiveCard })),");
  }, 60_000);

  it('refuses bad names and existing folders', async () => {
    await expect(scaffoldWidget('LiveCard', { root: tmp.dir, generate: false })).rejects.toThrow(/kebab-case/);
    await expect(scaffoldWidget('live--card', { root: tmp.dir, generate: false })).rejects.toThrow(/kebab-case/);
    tmp.write('widgets/taken/keep.txt', 'x');
    await expect(scaffoldWidget('taken', { root: tmp.dir, generate: false })).rejects.toThrow(/already exists/);
  });

  it('inserts into an existing list in alphabetical place', () => {
    const source = registerInIndex(registerInIndex(EMPTY_INDEX, widgetNames('b-card')), widgetNames('a-card'));
    expect(source).toContain("import { aCard } from './a-card';\nimport { bCard } from './b-card';");
    expect(source).toContain('[\n  aCard,\n  bCard,\n]');
  });

  // Two branches that each add a widget must not both rewrite a shared generated file, or they conflict.
  it("adds only the new widget's own generated files and a manifest entry", async () => {
    await writeGenerated(existing.dir);
    const before = generatedFiles(existing.dir);
    // Sorts before the existing widgets, where renumbered identifiers would show first.
    const written = await scaffoldWidget('aa-card', { root: existing.dir });
    const after = generatedFiles(existing.dir);
    const changed = [...before].filter(([file, content]) => after.get(file) !== content).map(([file]) => file);
    const added = [...after.keys()].filter((file) => !before.has(file)).sort();
    expect(changed).toEqual([`${GENERATED_DIR}/widget-manifest.json`]);
    expect(added).toEqual([`${GENERATED_DIR}/widget-validators/aa-card.js`, `${GENERATED_DIR}/widgets/aa-card.props.ts`]);
    expect(written.filter((file) => file.startsWith(GENERATED_DIR)).sort()).toEqual([...added, ...changed].sort());
  }, 120_000);
});
