import { useEffect, useState } from 'react';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { OpsApiError } from '../api/ops-client';
import { AUDIENCE_TEXT } from './audience-texts';
import { audiencesApi, listAudiences, type OpsAudience } from './audiences-api';

/**
 * 按人群预览: the draft the canvas shows. Without an audience it is the editor's draft itself; with one it
 * is the server's answer for a member of that audience (the same rule the app's layout route applies), so
 * what the operator sees is what such a phone receives. Until the server answered, the previous one stays.
 */
export function useAudiencePreview(doc: LayoutDocument, audience: string): { shown: LayoutDocument | null; error: string | null } {
  const [tailored, setTailored] = useState<{ doc: LayoutDocument; source: LayoutDocument; audience: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!audience) return;
    let live = true;
    audiencesApi.preview(doc, audience).then(
      (answer) => {
        if (!live) return;
        setError(null);
        setTailored({ doc: answer, source: doc, audience });
      },
      (e: unknown) => live && setError(AUDIENCE_TEXT.previewFailed(e instanceof OpsApiError ? e.message : String(e))),
    );
    return () => {
      live = false;
    };
  }, [doc, audience]);
  if (!audience) return { shown: doc, error: null };
  return { shown: tailored?.audience === audience ? tailored.doc : null, error };
}

/** The 按人群预览 select: 全部区块 or one audience. */
export function AudiencePreviewSelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  const [audiences, setAudiences] = useState<OpsAudience[]>([]);
  useEffect(() => {
    let live = true;
    listAudiences().then(
      (list) => live && setAudiences(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
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
