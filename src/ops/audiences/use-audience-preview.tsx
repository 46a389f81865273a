import { useEffect, useState } from 'react';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { AUDIENCE_TEXT } from './audience-texts';

/**
 * 按人群预览: the draft the canvas shows. Without an audience it is the editor's draft itself; with one it
 * is the server's answer for a member of that audience (the same rule the app's layout route applies), so
 * what the operator sees is what such a phone receives. Until the server answered, the previous one stays.
 */
export function useAudiencePreview(doc: LayoutDocument, audience: string): { shown: LayoutDocument | null; error: string | null } {
  const [tailored, setTailored] = useState<{ doc: LayoutDocument; source: LayoutDocument; audience: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A POST that reads (the server tailors the document): a mutation, called whenever the draft or audience changes.
  const [preview] = opsEndpoints.usePreviewOpsAudienceMutation();
  useEffect(() => {
    if (!audience) return;
    let live = true;
    // A spread copy: the body schema types the document as a plain object.
    preview({ document: { ...doc }, audience })
      .unwrap()
      .then(
        (answer) => {
          if (!live) return;
          setError(null);
          setTailored({ doc: answer, source: doc, audience });
        },
        (e: unknown) => live && setError(AUDIENCE_TEXT.previewFailed(refusalText(e))),
      );
    return () => {
      live = false;
    };
  }, [doc, audience, preview]);
  if (!audience) return { shown: doc, error: null };
  return { shown: tailored?.audience === audience ? tailored.doc : null, error };
}

/** The 按人群预览 select: 全部区块 or one audience. */
export function AudiencePreviewSelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  const audiences = opsEndpoints.useListOpsAudiencesQuery().data?.list ?? [];
  return (
    <label className="ops-preview__device">
      {AUDIENCE_TEXT.previewAs}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{AUDIENCE_TEXT.previewAll}</option>
        {audiences.map((audience) => (
          <option key={audience.key} value={audience.key}>
            {audience.name}
          </option>
        ))}
      </select>
    </label>
  );
}
