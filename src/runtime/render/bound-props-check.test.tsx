import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { renderNode } from '../../test-utils/render-node';

/** A home answer whose module name is a number: the section's title must be text. */
function homeServer(moduleName: unknown) {
  return (async () => new Response(JSON.stringify({ code: 0, message: 'ok', data: { module_name: moduleName } }))) as typeof globalThis.fetch;
}

const doc: LayoutDocument = {
  schemaVersion: 1,
  id: 'home.1',
  data: { home: { endpoint: 'getHome' } },
  body: [
    { id: 'static-title', widget: 'section', props: { title: '热门专题' } },
    { id: 'bound-title', widget: 'section', bind: { title: '$data.home.module_name' } },
  ],
};

describe('a phone checks props after binding', () => {
  it('reports a bound node whose answer does not fit its widget, naming the field, and keeps the rest of the page', async () => {
    const view = await renderNode(undefined, { doc, fetch: homeServer(42), checkBoundProps: true });
    await waitFor(() => expect(view.reports()).toContainEqual(expect.objectContaining({ kind: 'invalid-props', nodeId: 'bound-title', widget: 'section' })));
    const report = view.reports().find((r) => r.nodeId === 'bound-title');
    expect(report?.detail).toMatch(/^绑定数据后：\/title /);
    expect(report?.layout).toEqual({ id: 'home.1', revision: undefined });
    expect(screen.getByRole('heading', { name: /热门专题/ })).toBeTruthy();
    // Only the node that failed: the static one was checked by the server's lint.
    expect(view.reports().filter((r) => r.kind === 'invalid-props')).toHaveLength(1);
  });

  it('says nothing of a bound node whose answer fits', async () => {
    const fetch = (async () =>
      new Response(JSON.stringify({ code: 0, message: 'ok', data: { module_name: 42, title: '病例讨论' } }))) as typeof globalThis.fetch;
    const both: LayoutDocument = { ...doc, body: [...doc.body, { id: 'fitting-title', widget: 'section', bind: { title: '$data.home.title' } }] };
    const view = await renderNode(undefined, { doc: both, fetch, checkBoundProps: true });
    expect(await screen.findByRole('heading', { name: /病例讨论/ })).toBeTruthy();
    // Both nodes are checked in the same idle moment: once the misfit is reported, the fitting one was checked too.
    await waitFor(() => expect(view.reports().some((r) => r.nodeId === 'bound-title')).toBe(true));
    expect(view.reports().filter((r) => r.nodeId === 'fitting-title')).toEqual([]);
  });

  it('leaves the check to the sampled phones: the others report nothing', async () => {
    const unsampled = await renderNode(undefined, { doc, fetch: homeServer(42), checkBoundProps: false });
    const sampled = await renderNode(undefined, { doc, fetch: homeServer(42), checkBoundProps: true });
    await waitFor(() => expect(sampled.reports().some((r) => r.kind === 'invalid-props')).toBe(true));
    expect(unsampled.reports().filter((r) => r.kind === 'invalid-props')).toEqual([]);
  });
});
