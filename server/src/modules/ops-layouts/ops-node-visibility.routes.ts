import type { FastifyInstance } from 'fastify';
import { opsRoute } from '../ops';
import type { OpsNodeVisibilityChanged } from '../../../../contract/generated/schema-types';
import { AppError, envelope } from '../../plugins/envelope';
import { setNodeHidden } from './node-visibility';
import { recordAudit } from '../ops-audit';
import { requirePublisher } from '../ops-operators';
import { publishEditOfPublished } from './ops-node-visibility.repository';

export const NODE_VISIBILITY_MESSAGES = {
  notPublished: '该布局还没有发布，无需紧急隐藏',
  nodeMissing: '线上版本中没有这个区块',
  hiddenNote: (node: string) => `立即隐藏区块 ${node}`,
  shownNote: (node: string) => `恢复显示区块 ${node}`,
  draftNote: (draft: number, node: string, hidden: boolean) => `第 ${draft} 版草稿，${hidden ? '同样隐藏' : '同样恢复显示'}区块 ${node}`,
} as const;

/**
 * The kill switch: a publisher hides one section of the live page (or shows it again) in one audited step,
 * without opening, saving and publishing a draft. The new revision is the published one with only that
 * node's `hidden` flag changed, so it is not gated by lint again: it is what was live, minus a section, and
 * an emergency must not wait for unrelated problems to be fixed.
 */
export function opsNodeVisibilityRoutes(scope: FastifyInstance): void {
  opsRoute(scope, 'setOpsNodeVisibility', async (request) => {
    const operator = requirePublisher(request);
    const { id, node } = request.params;
    const { hidden } = request.body;
    const result = await publishEditOfPublished(scope.db, {
      id,
      author: operator.name,
      edit: (document) => setNodeHidden(document, node, hidden),
      publishedNote: hidden ? NODE_VISIBILITY_MESSAGES.hiddenNote(node) : NODE_VISIBILITY_MESSAGES.shownNote(node),
      draftNote: (draft) => NODE_VISIBILITY_MESSAGES.draftNote(draft, node, hidden),
    });
    if (result.outcome === 'not-published') throw new AppError(404, NODE_VISIBILITY_MESSAGES.notPublished);
    if (result.outcome === 'node-missing') throw new AppError(404, NODE_VISIBILITY_MESSAGES.nodeMissing);
    const answer: OpsNodeVisibilityChanged = {
      published_revision: result.published_revision,
      draft_revision: result.draft_revision,
      hidden,
      changed: result.outcome === 'published',
    };
    if (answer.changed) {
      scope.announceLayout(id, answer.published_revision);
      await recordAudit(scope.db, {
        operator,
        action: hidden ? 'layout.node-hide' : 'layout.node-show',
        target: `layout:${id}`,
        detail: { node, revision: answer.published_revision, ...(answer.draft_revision !== null ? { draft_revision: answer.draft_revision } : {}) },
      });
    }
    return envelope(answer);
  });
}
