import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OpsReviewTargetType, OpsScheduleInput } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import type { WidgetManifest } from '../../schemas/schema-store';
import { AppError } from '../../plugins/envelope';
import { recordAudit } from '../ops-audit';
import { getItem, itemEffectsOf, itemKind, publishItem } from '../ops-catalogue';
import { CONTENT_KINDS, findDraft, publishDraft } from '../ops-home-content';
import { findLayoutRow, findRevision, layoutProblems, publishLayoutRevision, type LayoutWriter } from '../ops-layouts';
import { REVIEW_MESSAGES } from './review-messages';

// What a review acts on, per kind of target: the draft as it is now (its ref, who saved it last) and how it is
// published. The ref binds an approval to what the publisher saw: a layout's revision number (revisions never
// change), else a fingerprint of the draft's content (home content and items keep one draft, edited in place).

/** The unpublished draft of a target now. */
export interface DraftState {
  ref: string;
  /** Who saved it last. */
  author: string;
  /** An item's title (layouts and home content are named by the console). */
  title: string;
}

/** Published: what to tell the other processes and open phones once the transaction is committed. */
export type Announce = () => void;

export interface ReviewTargets {
  /** The target's draft now; undefined when it has nothing unpublished. Refuses (404/400) a target that does not exist. */
  current(db: Db, type: OpsReviewTargetType, target: string): Promise<DraftState | undefined>;
  /** Publishes the draft `ref` now, on `tx`; refuses (409) when the draft is not that one any more. */
  publish(tx: Db, type: OpsReviewTargetType, target: string, ref: string, by: LayoutWriter, reviewId: number): Promise<Announce>;
  /** The schedule that publishes the draft `ref` at `publishAt` (modules/ops-schedules pins it the same way). */
  scheduleInput(type: OpsReviewTargetType, target: string, ref: string, publishAt: string, reviewId: number): OpsScheduleInput;
}

/** A draft's content fingerprint: equal drafts have equal refs, any edit gives another. */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
}

const changed = () => new AppError(409, REVIEW_MESSAGES.draftChanged);

function contentKind(name: string) {
  const kind = CONTENT_KINDS.find((candidate) => candidate.name === name);
  if (!kind) throw new AppError(404, REVIEW_MESSAGES.unknownKind);
  return kind;
}

function itemOf(target: string) {
  const match = /^([a-z-]+):(\d{1,9})$/.exec(target);
  if (!match) throw new AppError(400, REVIEW_MESSAGES.badItemTarget);
  return { kind: itemKind(match[1]), id: Number(match[2]) };
}

export function reviewTargets(scope: FastifyInstance, manifest: WidgetManifest): ReviewTargets {
  return {
    async current(db, type, target) {
      if (type === 'layout') {
        const row = await findLayoutRow(db, target);
        if (!row) throw new AppError(404, REVIEW_MESSAGES.layoutNotFound);
        if (row.publishedRevision === row.currentRevision) return undefined;
        const revision = await findRevision(db, target, row.currentRevision);
        return revision && { ref: String(revision.revision), author: revision.createdBy, title: '' };
      }
      if (type === 'content') {
        const draft = await findDraft(db, contentKind(target).name);
        return draft && { ref: fingerprint(draft.items), author: draft.updatedBy, title: '' };
      }
      const { kind, id } = itemOf(target);
      const item = await getItem(db, kind, id);
      if (!item.has_draft && item.state === 'published') return undefined;
      return { ref: fingerprint(item.fields), author: item.updated_by, title: item.title };
    },

    async publish(tx, type, target, ref, by, reviewId) {
      const note = `审核通过 #${reviewId}`;
      if (type === 'layout') {
        const revision = Number(ref);
        const found = await findRevision(tx, target, revision);
        if (!found) throw changed();
        const problems = layoutProblems(found.document, { layoutId: target, manifest });
        if (problems.length > 0) throw new AppError(422, REVIEW_MESSAGES.layoutInvalid, 422, { problems });
        const published = await publishLayoutRevision(tx, by, { id: target, revision, note });
        if (!published || 'conflict' in published) throw changed();
        return () => scope.announceLayout(target, published.published_revision);
      }
      if (type === 'content') {
        const kind = contentKind(target);
        const { revision, changes } = await publishDraft(tx, kind, by.name, (draft) => {
          if (fingerprint(draft) !== ref) throw changed();
        });
        await recordAudit(tx, { operator: by, action: 'content.publish', target: kind.name, detail: { revision, changes, review: reviewId } });
        return () => scope.invalidateHome();
      }
      const { kind, id } = itemOf(target);
      await publishItem(tx, kind, id, by, {
        check: (fields) => {
          if (fingerprint(fields) !== ref) throw changed();
        },
      });
      return itemEffectsOf(scope);
    },

    scheduleInput(type, target, ref, publishAt, reviewId) {
      const note = `审核通过 #${reviewId}`;
      if (type === 'layout') return { target_type: 'layout', target, revision: Number(ref), publish_at: publishAt, note };
      return { target_type: type, target, publish_at: publishAt, note };
    },
  };
}
