import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { renderOps } from '../../test-utils/render-ops';
import { useAudiencePreview } from './use-audience-preview';

const draft = { schemaVersion: 1, id: 'home', body: [{ id: 'a' }, { id: 'b', audiences: ['students'] }] } as unknown as LayoutDocument;

function Shown({ audience }: { audience: string }) {
  const { shown, error } = useAudiencePreview(draft, audience);
  return <p>{error ?? (shown ? shown.body.map((node) => node.id).join(',') : '…')}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('按人群预览', () => {
  it("shows the server's answer for a member of the audience, or for an outsider, asked with the draft", async () => {
    const asked: unknown[] = [];
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { document: LayoutDocument; audience: string; as: string };
      asked.push(`${body.audience} ${body.as}`);
      const body_ = body.document.body.filter((node) => !node.audiences || (body.as === 'member' && node.audiences.includes(body.audience)));
      return new Response(JSON.stringify({ code: 0, message: 'ok', data: { ...body.document, body: body_ } }));
    });
    const { rerender } = renderOps(<Shown audience="students" />);
    await screen.findByText('a,b');
    rerender(<Shown audience="doctors" />);
    await screen.findByText('a');
    // The same audience seen from outside: its sections are left out.
    rerender(<Shown audience="students:outsider" />);
    await waitFor(() => expect(asked).toEqual(['students member', 'doctors member', 'students outsider']));
    await screen.findByText('a');
  });
});
