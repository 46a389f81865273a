import { describe, expect, it } from 'vitest';
import { acceptLayout } from './validate-layout';
import { CURRENT_SCHEMA_VERSION, LayoutVersionError, migrateLayout } from '../../../contract/layout/migrate-layout';

describe('layout migrations', () => {
  it('upgrades a pre-release document (nodes/type) to the current version', async () => {
    const old = { id: 'home-new', nodes: [{ id: 'a', type: 'section', nodes: [{ id: 'b', type: 'content-list' }] }] };
    const upgraded = await acceptLayout(old);
    expect(upgraded.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(upgraded.body[0]).toMatchObject({ id: 'a', widget: 'section', children: [{ id: 'b', widget: 'content-list' }] });
  });

  it('leaves current documents alone', () => {
    const doc = { schemaVersion: 1, id: 'x', body: [] };
    expect(migrateLayout(doc)).toBe(doc);
  });

  it('refuses documents newer than this client', () => {
    expect(() => migrateLayout({ schemaVersion: CURRENT_SCHEMA_VERSION + 1, id: 'x', body: [] })).toThrow(LayoutVersionError);
  });

  it('rejects documents that do not match the schema, naming the place', async () => {
    await expect(acceptLayout({ schemaVersion: 1, id: 'x', body: [{ id: 'n', widget: 'section', bogus: 1 }] })).rejects.toThrow(/body\/0/);
  });
});
