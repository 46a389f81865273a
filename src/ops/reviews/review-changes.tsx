import type { OpsReview } from '../api/ops-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { describeChange } from '../content/content-changes';
import { contentEndpoints } from '../content/content-endpoints';
import { CONTENT_KINDS, contentFields } from '../content/content-kinds';
import { DiffView } from '../history/diff-view';
import { itemFields, itemKindDefinition } from '../items/item-kinds';
import { REVIEW_TEXT } from './review-texts';
import { reviewTargetName } from './review-target-name';

/** A layout's submitted revision against the published one: the history's diff. */
function LayoutChanges({ review }: { review: OpsReview }) {
  const layout = opsEndpoints.useGetOpsLayoutQuery({ id: review.target });
  const from = layout.data?.published_revision ?? null;
  const to = Number(review.draft_ref);
  const diff = opsEndpoints.useGetOpsLayoutDiffQuery({ id: review.target, from: from ?? to, to }, { skip: !layout.data });
  if (!diff.data) return null;
  return <DiffView diff={diff.data.diff} label={REVIEW_TEXT.changesLabel(reviewTargetName(review))} />;
}

/** A home content kind's pending changes, as its 待发布 list words them. */
function ContentChanges({ review }: { review: OpsReview }) {
  const definition = CONTENT_KINDS.find((kind) => kind.kind === review.target);
  if (!definition) return null;
  return <ContentKindChanges definition={definition} />;
}

function ContentKindChanges({ definition }: { definition: (typeof CONTENT_KINDS)[number] }) {
  const draft = contentEndpoints(definition.kind).useDraft();
  const fields = contentFields(definition);
  if (!draft.data) return null;
  if (draft.data.changes.length === 0) return <p className="ops-hint">{REVIEW_TEXT.noChanges}</p>;
  return (
    <ul aria-label={REVIEW_TEXT.changesLabel(definition.title)}>
      {draft.data.changes.map((change, index) => (
        <li key={index}>{describeChange(change, fields)}</li>
      ))}
    </ul>
  );
}

/** An item's draft against its published version: the fields that differ, with old and new values. */
function ItemChanges({ review }: { review: OpsReview }) {
  const [kindName, id] = review.target.split(':');
  const definition = itemKindDefinition(kindName);
  const item = opsEndpoints.useGetOpsItemQuery({ kind: definition.kind, id: Number(id) });
  if (!item.data) return null;
  const fields = itemFields(definition);
  const before = (item.data.published ?? {}) as Record<string, unknown>;
  const after = item.data.fields as Record<string, unknown>;
  const changed = fields.filter((field) => JSON.stringify(before[field.key]) !== JSON.stringify(after[field.key]));
  if (changed.length === 0) return <p className="ops-hint">{REVIEW_TEXT.noChanges}</p>;
  const shown = (value: unknown) => (typeof value === 'string' ? value.replace(/<[^>]*>/g, '').slice(0, 120) : JSON.stringify(value ?? ''));
  return (
    <ul aria-label={REVIEW_TEXT.changesLabel(reviewTargetName(review))}>
      {changed.map((field) => (
        <li key={field.key}>
          {field.label}：{shown(before[field.key])} → {shown(after[field.key])}
        </li>
      ))}
    </ul>
  );
}

/** 查看改动: the existing diff of each kind of target. */
export function ReviewChanges({ review }: { review: OpsReview }) {
  if (review.target_type === 'layout') return <LayoutChanges review={review} />;
  if (review.target_type === 'content') return <ContentChanges review={review} />;
  return <ItemChanges review={review} />;
}
