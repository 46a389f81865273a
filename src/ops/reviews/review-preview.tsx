import { useState } from 'react';
import type { OpsReview } from '../api/ops-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { ItemPreview } from '../items/item-preview';
import { itemKindDefinition } from '../items/item-kinds';
import { PREVIEW_SANDBOX } from '../preview-sandbox';
import { REVIEW_TEXT } from './review-texts';

/** A layout's saved draft on a phone: the editor's share link (a preview token), in a phone-sized frame. */
function LayoutPreview({ layoutId }: { layoutId: string }) {
  const [preview, { isLoading }] = opsEndpoints.usePreviewOpsLayoutMutation();
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const open = async () => {
    try {
      setUrl((await preview({ id: layoutId }).unwrap()).url);
    } catch (error) {
      setProblem(refusalText(error));
    }
  };
  return (
    <>
      <button type="button" disabled={isLoading} onClick={() => void open()}>
        {REVIEW_TEXT.preview}
      </button>
      {url && <iframe title={REVIEW_TEXT.previewFrame} sandbox={PREVIEW_SANDBOX} src={url} className="ops-item-preview__phone" />}
      {problem && <p role="status">{problem}</p>}
    </>
  );
}

/** 手机预览 of what is under review: layouts through their preview link, items through the draft-preview port. */
export function ReviewPreview({ review }: { review: OpsReview }) {
  if (review.target_type === 'layout') return <LayoutPreview layoutId={review.target} />;
  if (review.target_type === 'item') {
    const [kind, id] = review.target.split(':');
    return <ItemPreview kind={itemKindDefinition(kind).kind} id={Number(id)} beforePreview={async () => true} />;
  }
  return null;
}
