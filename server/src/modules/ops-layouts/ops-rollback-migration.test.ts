import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutDocument } from '../../../../contract/generated/schema-types';
import type { WidgetMigrations } from '../../../../contract/layout/widget-migrations';
import type { UpgradeContext } from '../../layout-lint/upgrade-document';
import { publishedLayout, publishStoredLayout } from '../../testing/layout-migration';
import { expectDataMatches, expectRefusal } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, publishLayoutAsOperator, type OpsTestApp } from '../ops/ops-test-kit';

// column-header 2 as if it had renamed `nameLength` → `titleLength` and the bound `name` → `title`: the
// migration the widget would declare in column-header.migrations.ts (the real widget has none to test with).
// Stored nodes without `version` count as 1, so the step leaves nodes already in the new form alone.
const RENAMES: WidgetMigrations = {
  2: (node) => {
    const { nameLength, ...props } = node.props ?? {};
    const { name, ...bind } = node.bind ?? {};
    return {
      ...node,
      props: nameLength === undefined ? props : { ...props, titleLength: nameLength },
      bind: name === undefined ? bind : { ...bind, title: name },
    };
  },
};
const upgrades = vi.hoisted(() => ({ current: { targets: new Map(), migrations: new Map() } as UpgradeContext }));
vi.mock('../../layout-lint/widget-upgrades', () => ({ loadUpgradeContext: async () => upgrades.current }));

const ID = 'article-column';
type Node = { id: string; widget: string; version?: number; props?: Record<string, unknown>; bind?: Record<string, unknown> };

/** The layout as operators saved it for column-header 1. */
function beforeTheChange(current: LayoutDocument): LayoutDocument {
  const body = (current.body as Node[]).map((node) => {
    if (node.widget !== 'column-header') return node;
    const { titleLength, ...props } = node.props ?? {};
    const { title, ...bind } = node.bind ?? {};
    return { ...node, version: undefined, props: { ...props, nameLength: titleLength }, bind: { ...bind, name: title } };
  });
  return JSON.parse(JSON.stringify({ ...current, body })) as LayoutDocument;
}

describe.each(testDatabases())('rollback to a revision older than a widget change on %s', (kind) => {
  let t: OpsTestApp;
  let publisher: { cookie: string };
  let oldRevision: number;

  beforeAll(async () => {
    t = await openOpsApp(kind);
    publisher = await t.signInAs('rollback-publisher', 'publisher');
    const { document } = await publishedLayout(t, ID);
    await publishStoredLayout(t, ID, beforeTheChange(document));
    oldRevision = (await publishedLayout(t, ID)).row.publishedRevision!;
    // Then the widget changed and an operator published the layout in the new form.
    await publishLayoutAsOperator(t, document, 'rollback-publisher');
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    upgrades.current = { targets: new Map(), migrations: new Map() };
  });

  it('the widget usage page lists the old revision as broken until the widget declares the migration', async () => {
    const before = await t.ops('GET', '/widgets/stored-problems', publisher);
    expect(before.statusCode, before.body).toBe(200);
    expectDataMatches('schemas/ops/ops-stored-layout-problems.json', before.json());
    const mine = (before.json().data.problems as { layout_id: string; revision: number; state: string; node_id: string | null }[]).filter(
      (p) => p.layout_id === ID,
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.revision === oldRevision && p.state === 'history' && p.node_id === 'header')).toBe(true);

    upgrades.current = { targets: new Map([['column-header', 2]]), migrations: new Map([['column-header', RENAMES]]) };
    const after = (await t.ops('GET', '/widgets/stored-problems', publisher)).json().data.problems as { layout_id: string }[];
    expect(after.filter((p) => p.layout_id === ID)).toEqual([]);
  });

  it('is refused while the widget declares no migration for the old props', async () => {
    const refused = await t.ops('POST', `/layouts/${ID}/rollback`, publisher, { revision: oldRevision });
    expectRefusal(refused, 422);
    expect(refused.json().data.problems).toContainEqual(expect.objectContaining({ node_id: 'header' }));
  });

  it('migrates the old revision first and publishes the upgraded copy', async () => {
    upgrades.current = { targets: new Map([['column-header', 2]]), migrations: new Map([['column-header', RENAMES]]) };
    const rolled = await t.ops('POST', `/layouts/${ID}/rollback`, publisher, { revision: oldRevision });
    expect(rolled.statusCode, rolled.body).toBe(200);
    const { row, document } = await publishedLayout(t, ID);
    expect(row.publishedRevision).toBe(rolled.json().data.published_revision);
    const header = (document.body as Node[]).find((node) => node.id === 'header')!;
    expect(header).toMatchObject({ version: 2, props: { titleLength: 34 }, bind: { title: '$data.column.title' } });
    expect(header.props).not.toHaveProperty('nameLength');
    // The old revision itself is kept as it was.
    const old = (await t.ops('GET', `/layouts/${ID}/revisions/${oldRevision}`, publisher)).json().data.document as LayoutDocument;
    expect((old.body as Node[]).find((node) => node.id === 'header')!.props).toHaveProperty('nameLength', 34);
    const app = await t.app.inject(`/layout/api/layouts/${ID}`);
    expect((app.json().data.body as Node[]).find((node) => node.id === 'header')).toMatchObject({ version: 2, bind: { title: '$data.column.title' } });
  });
});
