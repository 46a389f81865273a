import type {
  CallEndpointAction,
  DeleteLiveChatAction,
  RefetchDataAction,
  ReloadPageAction,
  SendLiveChatAction,
  SubmitQuestionnaireAction,
} from '../../../contract/generated/schema-types';
import { resolveRecord, resolveValue } from '../../../contract/bind/resolve-value';
import type { CreateLiveChatMessageArgs } from '../../../contract/generated/endpoints';
import type { EndpointOutcome } from '../data/call-endpoint';
import { isKnownEndpoint } from '../data/dynamic-endpoints';
import type { ActionContext } from './action-context';

/** Texts of the live room (docs/product-rules.md#live-chat); one place each. */
export const LIVE_TEXTS = {
  deleted: '删除成功',
  held: '消息已提交，审核通过后其他人可见',
  submitted: '提交成功',
  missingRequired: '有必填项未填写',
  /** The server's validation refusal that the original client showed as 有必填项未填写. */
  serverInvalid: '参数错误',
} as const;

function requireId(name: string, value: unknown): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`${name}: id must resolve to a positive integer (got ${String(value)})`);
  return id;
}

function positive(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Envelope refusals carry a code and are shown; HTTP and network failures were already shown by the request layer. */
function refused(outcome: Extract<EndpointOutcome, { ok: false }>, context: ActionContext, text?: string): false {
  if (typeof outcome.code === 'number' && outcome.code !== 401 && (text ?? outcome.message)) context.services.toast(text ?? outcome.message, 'fail');
  return false;
}

/** Send only non-empty text; mention and quote ids only when set (the server refuses them to non-managers). */
export async function runSendLiveChat(action: SendLiveChatAction, context: ActionContext): Promise<boolean> {
  const liveId = requireId('send-live-chat', resolveValue(action.liveId, context.scope));
  const event = (context.scope.event ?? {}) as { message?: unknown; subscribe_id?: unknown; cite_id?: unknown };
  const message = typeof event.message === 'string' ? event.message.trim() : '';
  if (!message) return false;
  const args: CreateLiveChatMessageArgs = { live_id: liveId, message };
  const subscribeId = positive(event.subscribe_id);
  const citeId = positive(event.cite_id);
  if (subscribeId) args.subscribe_id = subscribeId;
  if (citeId) args.cite_id = citeId;
  const outcome = await context.services.callEndpoint('createLiveChatMessage', args);
  if (!outcome.ok) return refused(outcome, context);
  // A listed word held it for review: the room does not get it, so the sender is told why it is not there.
  if (outcome.data.message?.moderation === 'held') context.services.toast(LIVE_TEXTS.held, 'success');
  return true;
}

export async function runDeleteLiveChat(action: DeleteLiveChatAction, context: ActionContext): Promise<boolean> {
  const id = requireId('delete-live-chat', resolveValue(action.id ?? '$event.id', context.scope));
  const outcome = await context.services.callEndpoint('deleteLiveChatMessage', { id });
  if (!outcome.ok) return refused(outcome, context);
  context.services.toast(LIVE_TEXTS.deleted, 'success');
  return true;
}

export async function runSubmitQuestionnaire(action: SubmitQuestionnaireAction, context: ActionContext): Promise<boolean> {
  const id = requireId('submit-questionnaire', resolveValue(action.liveId, context.scope));
  const event = (context.scope.event ?? {}) as { answers?: unknown };
  const answers = Array.isArray(event.answers) ? event.answers : [];
  const outcome = await context.services.callEndpoint('createQuestionnaireAnswer', { id, answers: JSON.stringify(answers) });
  if (!outcome.ok) return refused(outcome, context, outcome.message === LIVE_TEXTS.serverInvalid ? LIVE_TEXTS.missingRequired : undefined);
  context.services.toast(LIVE_TEXTS.submitted, 'success');
  if (action.refetch) context.screen.refetch(action.refetch);
  return true;
}

/** Fire-and-forget records (view count, live record, footprint): nothing is shown either way. */
export async function runCallEndpoint(action: CallEndpointAction, context: ActionContext): Promise<boolean> {
  const { endpoint } = action;
  // The layout names the endpoint: lint checks the name and its literal arguments against the catalogue,
  // so an unknown name here means an unlinted layout, refused like a failed call.
  if (!isKnownEndpoint(endpoint)) return !action.stopOnFailure;
  const outcome = await context.services.callEndpoint(endpoint, resolveRecord(action.args, context.scope));
  if (outcome.ok || !action.stopOnFailure) return true;
  // A chain that stops on a refusal is something the doctor asked for (申请加入): they are told why. One
  // that goes on is background bookkeeping (a view count), and stays quiet.
  return refused(outcome, context);
}

export function runRefetchData(action: RefetchDataAction, context: ActionContext): boolean {
  context.screen.refetch(action.data);
  return true;
}

export function runReloadPage(_action: ReloadPageAction): boolean {
  window.location.reload();
  return true;
}
