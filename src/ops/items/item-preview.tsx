import { useState } from 'react';
import type { OpsItemKind } from '../../../contract/generated/schema-types';
import { ITEM_PREVIEW_KINDS } from '../../../contract/request/item-preview';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { formatTime } from '../format-time';
import { PREVIEW_SANDBOX } from '../preview-sandbox';
import { ITEM_TEXT } from './item-texts';

/**
 * 手机预览: the saved draft on its real screen in a phone-sized frame, and the same link to send a
 * colleague (it opens only this item's draft, for 7 days).
 */
export function ItemPreview({ kind, id, beforePreview }: { kind: OpsItemKind; id: number; beforePreview(): Promise<boolean> }) {
  const [createPreview, { isLoading }] = opsEndpoints.useCreateOpsItemPreviewMutation();
  const [preview, setPreview] = useState<{ url: string; expiresAt: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (!ITEM_PREVIEW_KINDS.has(kind)) return null;
  const open = async () => {
    setNotice(null);
    // The preview shows what is saved: unsaved edits are saved first.
    if (!(await beforePreview())) return;
    try {
      const made = await createPreview({ kind, id }).unwrap();
      setPreview({ url: `${window.location.origin}${made.path}`, expiresAt: made.expires_at });
    } catch (error) {
      setNotice(refusalText(error));
    }
  };
  const copy = async () => {
    if (!preview) return;
    try {
      await navigator.clipboard.writeText(preview.url);
      setNotice(ITEM_TEXT.previewCopied);
    } catch {
      setNotice(ITEM_TEXT.previewCopyHint);
    }
  };
  return (
    <section aria-label={ITEM_TEXT.preview} className="ops-item-preview">
      <button type="button" disabled={isLoading} onClick={() => void open()}>
        {ITEM_TEXT.preview}
      </button>
      {preview && (
        <>
          <p>
            <input readOnly aria-label={ITEM_TEXT.previewLink} value={preview.url} onFocus={(event) => event.target.select()} />
            <button type="button" onClick={() => void copy()}>
              {ITEM_TEXT.copyPreview}
            </button>
            {ITEM_TEXT.previewUntil(formatTime(preview.expiresAt))}
          </p>
          <iframe title={ITEM_TEXT.previewFrame} sandbox={PREVIEW_SANDBOX} src={preview.url} className="ops-item-preview__phone" />
        </>
      )}
      {notice && <p role="status">{notice}</p>}
    </section>
  );
}
