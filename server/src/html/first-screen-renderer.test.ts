import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadFirstScreenRenderer } from './first-screen-renderer';

describe("loading the build's first-screen renderer", () => {
  const dir = mkdtempSync(join(tmpdir(), 'byh-first-screen-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the first file that exists and calls its renderSections', async () => {
    const file = join(dir, 'renderer.js');
    writeFileSync(file, 'export async function renderSections(request) { return { html: request.layout.id, nodes: 1, types: [] }; }');
    const renderer = await loadFirstScreenRenderer([join(dir, 'absent.js'), file]);
    expect(await renderer?.renderSections({ layout: { id: 'drawn', body: [] }, data: {}, route: { params: {}, query: {} } })).toEqual({
      html: 'drawn',
      nodes: 1,
      types: [],
    });
  });

  it('answers nothing when there is no build, and tells why when the file does not load: the page keeps its shell', async () => {
    expect(await loadFirstScreenRenderer([join(dir, 'absent.js')])).toBeUndefined();
    const broken = join(dir, 'broken.js');
    writeFileSync(broken, 'export const renderSections = ;');
    const errors: unknown[] = [];
    expect(await loadFirstScreenRenderer([broken], (error) => errors.push(error))).toBeUndefined();
    expect(errors).toHaveLength(1);
    const other = join(dir, 'other.js');
    writeFileSync(other, 'export const x = 1;');
    expect(await loadFirstScreenRenderer([other], (error) => errors.push(error))).toBeUndefined();
    expect(String(errors[1])).toContain('no renderSections export');
  });
});
