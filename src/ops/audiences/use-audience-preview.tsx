import { useEffect, useState } from 'react';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { AUDIENCE_TEXT } from './audience-texts';

/** The select's value for a viewer outside the audience: `<key>` is a member, `<key>:outsider` is not. */
const OUTSIDER = ':outsider';
export const outsiderOf = (key: string) => `${key}${OUTSIDER}`;

/** Which audience a preview choice names, and whether as a member or as an outsider. */
export function previewViewer(choice: string): { audience: string; as: 'member' | 'outsider' } {
  return choice.endsWith(OUTSIDER) ? { audience: choice.slice(0, -OUTSIDER.length), as: 'outsider' } : { audience: choice, as: 'member' };
}

/**
 * 按人群预览: the draft the canvas shows. Without an audience it is the editor's draft itself; with one it
 * is the server's answer for a member of that audience, or for an outsider (in no targeted audience) —
 * the same rule the app's layout route applies, so what the operator sees is what such a phone receives.
 * Until the server answered, the previous one stays.
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
    preview({ document: { ...doc }, ...previewViewer(audience) })
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
        {audiences.flatMap((audience) => [
          <option key={audience.key} value={audience.key}>
            {AUDIENCE_TEXT.previewMember(audience.name)}
          </option>,
          <option key={outsiderOf(audience.key)} value={outsiderOf(audience.key)}>
            {AUDIENCE_TEXT.previewOutsider(audience.name)}
          </option>,
        ])}
      </select>
    </label>
  );
}
