import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { LayoutDocument, LayoutNode } from '../../../contract/generated/schema-types';
import { fakeOpsServer, renderOps, type OpsRequest } from '../../test-utils/render-ops';
import { DataEntriesEditor } from './data-entries-editor';
import { NodeEditor } from './node-editor';

const LIVES = [
  { id: 41, title: '心衰指南解读直播', path: '/live-detail/41' },
  { id: 42, title: '房颤抗凝病例讨论', path: '/live-detail/42' },
];
const ARTICLES = [{ id: 7, title: '高血压患者的晨峰管理', path: '/article-detail/7' }];

/** The content picker's list, searched by title as the server does. */
function options(request: OpsRequest) {
  const url = new URL(request.path, 'http://console.test');
  const q = url.searchParams.get('q') ?? '';
  const list = url.searchParams.get('of') === 'live' ? LIVES : ARTICLES;
  return { data: { list: list.filter((option) => option.title.includes(q)) } };
}

function NodeHarness() {
  const [node, setNode] = useState<LayoutNode>({ id: 'chat', widget: 'live-chat', props: {} });
  const doc: LayoutDocument = { schemaVersion: 1, id: 'live-detail', body: [node] };
  return (
    <>
      <NodeEditor doc={doc} layoutId="live-detail" node={node} problems={[]} onChange={setNode} />
      <output data-testid="node">{JSON.stringify(node)}</output>
    </>
  );
}

function EntryHarness() {
  const [doc, setDoc] = useState<LayoutDocument>({
    schemaVersion: 1,
    id: 'article-detail',
    data: { detail: { endpoint: 'getArticleDetail', args: { id: 7 } } },
    body: [],
  });
  return (
    <>
      <DataEntriesEditor doc={doc} layoutId="article-detail" onChange={(data) => setDoc({ ...doc, data })} />
      <output data-testid="data">{JSON.stringify(doc.data)}</output>
    </>
  );
}

describe('ids of content are picked by title', () => {
  it("picks a widget prop's live by searching its title, and shows the title, not a number box", async () => {
    const server = fakeOpsServer(options);
    renderOps(<NodeHarness />);
    const field = document.querySelector<HTMLElement>('.ops-value[data-field="liveId"]')!;
    expect(within(field).queryByRole('spinbutton')).toBeNull();
    fireEvent.change(within(field).getByRole('searchbox'), { target: { value: '房颤' } });
    await waitFor(() => expect(within(field).getByRole('option', { name: '房颤抗凝病例讨论' })).toBeTruthy());
    expect(within(field).queryByRole('option', { name: '心衰指南解读直播' })).toBeNull();
    fireEvent.change(within(field).getByRole('combobox'), { target: { value: '42' } });
    expect((JSON.parse(screen.getByTestId('node').textContent!) as LayoutNode).props).toEqual({ liveId: 42 });
    expect(server.requests.some((request) => request.path.includes('of=live'))).toBe(true);
  });

  it("shows a data entry's content id as the item's title, and lets it read the page address instead", async () => {
    fakeOpsServer(options);
    renderOps(<EntryHarness />);
    const arg = document.querySelector<HTMLElement>('[data-arg="id"]')!;
    await waitFor(() => expect((within(arg).getByRole('combobox') as HTMLSelectElement).selectedOptions[0].textContent).toBe('高血压患者的晨峰管理'));
    fireEvent.click(within(arg).getByRole('button', { name: '读取页面地址' }));
    fireEvent.change(within(arg).getByRole('textbox'), { target: { value: '$route.params.id' } });
    expect(JSON.parse(screen.getByTestId('data').textContent!)).toEqual({ detail: { endpoint: 'getArticleDetail', args: { id: '$route.params.id' } } });
  });
});
