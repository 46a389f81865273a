import type { OperatorRole } from '../api/ops-types';
import { publishes } from '../operator-role';

export const PUBLISH_TEXT = {
  notPublisher: '你是编辑角色，只有发布者可以发布',
  unsaved: '有未保存的修改，请先保存草稿',
  invalid: (n: number) => `校验有 ${n} 个错误，修正后才能发布`,
  checking: '正在校验…',
  validationFailed: '校验服务不可用，暂时不能发布',
  nothing: '没有可发布的草稿',
} as const;

export interface PublishInputs {
  role: OperatorRole;
  /** An editor may publish their own drafts where the deployment does not require review (OPS_REVIEW_REQUIRED=0). */
  mayPublish?: boolean;
  dirty: boolean;
  pending: boolean;
  problems: number;
  validationError: boolean;
  hasDraft: boolean;
}

/** Why 发布 is disabled (shown beside the button), or null when publishing is allowed. */
export function publishBlocker(inputs: PublishInputs): string | null {
  if (!publishes(inputs.role) && !inputs.mayPublish) return PUBLISH_TEXT.notPublisher;
  // Errors first: they need fixing before anything else helps.
  if (inputs.problems > 0) return PUBLISH_TEXT.invalid(inputs.problems);
  if (inputs.pending) return PUBLISH_TEXT.checking;
  if (inputs.validationError) return PUBLISH_TEXT.validationFailed;
  if (inputs.dirty) return PUBLISH_TEXT.unsaved;
  if (!inputs.hasDraft) return PUBLISH_TEXT.nothing;
  return null;
}
