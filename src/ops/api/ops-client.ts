import type {
  AuditEntry,
  ContentKind,
  ContentRecord,
  LayoutForEditing,
  LayoutRevision,
  LayoutSummary,
  Operator,
  OpsContentDeleted,
  OpsContentDraft,
  OpsContentDraftSummary,
  OpsContentPublished,
  OpsContentRevision,
  OpsDraftSaved,
  OpsLayoutDiff,
  OpsLayoutProblems,
  OpsNodeVisibilityChanged,
  OpsPreview,
  OpsPublished,
  OpsRevisionDocument,
  OpsSchedule,
  OpsScheduleInput,
  OpsSchedules,
  OpsStoredLayoutProblems,
  OpsUpload,
  OpsWatchPasswordCooldown,
  OpsWatchPasswordReset,
  RevisionDocument,
  UnknownWidget,
  WidgetInfo,
} from './ops-types';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { opsFetch, OPS_SIGNED_OUT_EVENT, OPS_TEXT } from './ops-fetch';

/** A refused request: the envelope's code, message and data (e.g. a save conflict's diff). */
export class OpsApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'OpsApiError';
  }
}

export { OPS_SIGNED_OUT_EVENT, OPS_TEXT };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request to /ops/api (ops-fetch.ts: the session cookie, never the app's x-token; the signed-out event on a 401). */
export async function opsRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const answer = await opsFetch(method, `/ops/api${path}`, body);
  if ('error' in answer) throw new OpsApiError(answer.error.message, answer.error.code, answer.error.status, answer.error.data);
  return answer.data as T;
}

/** Lists come as { list } (or a bare array from some routes); the console only needs the array. */
function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object' && Array.isArray((data as { list?: unknown }).list)) return (data as { list: T[] }).list;
  return [];
}

const layoutPath = (id: string) => `/layouts/${encodeURIComponent(id)}`;

export const opsApi = {
  signIn: (name: string, password: string) => opsRequest<Operator>('POST', '/session', { name, password }),
  signOut: () => opsRequest<unknown>('DELETE', '/session'),
  me: () => opsRequest<Operator>('GET', '/me'),

  listLayouts: async () => listOf<LayoutSummary>(await opsRequest('GET', '/layouts')),
  getLayout: (id: string) => opsRequest<LayoutForEditing>('GET', layoutPath(id)),
  saveDraft: (id: string, document: LayoutDocument, baseRevision: number) =>
    opsRequest<OpsDraftSaved>('PUT', `${layoutPath(id)}/draft`, { document, base_revision: baseRevision }),
  validate: async (id: string, document: LayoutDocument) =>
    (await opsRequest<Partial<OpsLayoutProblems>>('POST', `${layoutPath(id)}/validate`, { document })).problems ?? [],
  publish: (id: string, revision: number) => opsRequest<OpsPublished>('POST', `${layoutPath(id)}/publish`, { revision }),
  revisions: async (id: string) => listOf<LayoutRevision>(await opsRequest('GET', `${layoutPath(id)}/revisions`)),
  revision: (id: string, revision: number) => opsRequest<RevisionDocument>('GET', `${layoutPath(id)}/revisions/${revision}`),
  diff: (id: string, from: number, to: number) => opsRequest<OpsLayoutDiff>('GET', `${layoutPath(id)}/diff?from=${from}&to=${to}`),
  rollback: (id: string, revision: number) => opsRequest<OpsPublished>('POST', `${layoutPath(id)}/rollback`, { revision }),
  preview: (id: string) => opsRequest<OpsPreview>('POST', `${layoutPath(id)}/preview`, {}),
  revisionDocument: (id: string, revision: number) => opsRequest<OpsRevisionDocument>('GET', `${layoutPath(id)}/revisions/${revision}`),
  /** The kill switch: hides (or shows again) one section of the live page, published at once. */
  setNodeHidden: (id: string, nodeId: string, hidden: boolean) =>
    opsRequest<OpsNodeVisibilityChanged>('POST', `${layoutPath(id)}/nodes/${encodeURIComponent(nodeId)}/visibility`, { hidden }),

  /** Registered widgets with their usage, and widgets that stored layouts use but this client lacks. */
  widgets: async () => {
    const data = await opsRequest<unknown>('GET', '/widgets');
    const unknown =
      data && typeof data === 'object' && Array.isArray((data as { unknown?: unknown }).unknown) ? (data as { unknown: UnknownWidget[] }).unknown : [];
    return { list: listOf<WidgetInfo>(data), unknown };
  },
  /** Every stored revision checked against the current widgets (as `lint:layouts --db`). */
  storedProblems: () => opsRequest<OpsStoredLayoutProblems>('GET', '/widgets/stored-problems'),
  audit: async (page: number) => listOf<AuditEntry>(await opsRequest('GET', `/audit?page=${page}`)),
  watchPasswordCooldowns: async () => listOf<OpsWatchPasswordCooldown>(await opsRequest('GET', '/watch-passwords/cooldowns')),
  resetWatchPasswordCooldown: (type: number, id: number) => opsRequest<OpsWatchPasswordReset>('POST', '/watch-passwords/cooldowns/reset', { type, id }),

  listContent: async (kind: ContentKind) => listOf<ContentRecord>(await opsRequest('GET', `/content/${kind}`)),
  createContent: (kind: ContentKind, record: Record<string, unknown>) => opsRequest<ContentRecord>('POST', `/content/${kind}`, record),
  updateContent: (kind: ContentKind, id: number, record: Record<string, unknown>) => opsRequest<ContentRecord>('PUT', `/content/${kind}/${id}`, record),
  deleteContent: (kind: ContentKind, id: number) => opsRequest<OpsContentDeleted>('DELETE', `/content/${kind}/${id}`),
  orderContent: (kind: ContentKind, ids: number[]) => opsRequest<unknown>('POST', `/content/${kind}/order`, { ids }),
  contentDrafts: async () => listOf<OpsContentDraftSummary>(await opsRequest('GET', '/content/drafts')),
  contentDraft: (kind: ContentKind) => opsRequest<OpsContentDraft>('GET', `/content/${kind}/draft`),
  discardContentDraft: (kind: ContentKind) => opsRequest<OpsContentDraft>('DELETE', `/content/${kind}/draft`),
  publishContent: (kind: ContentKind) => opsRequest<OpsContentPublished>('POST', `/content/${kind}/publish`),
  contentRevisions: async (kind: ContentKind) => listOf<OpsContentRevision>(await opsRequest('GET', `/content/${kind}/revisions`)),
  rollbackContent: (kind: ContentKind, revision: number) => opsRequest<OpsContentPublished>('POST', `/content/${kind}/rollback`, { revision }),
  /** Scheduled publishes (pending first) and the time windows of live sections and home content. */
  schedules: () => opsRequest<OpsSchedules>('GET', '/schedules'),
  createSchedule: (input: OpsScheduleInput) => opsRequest<OpsSchedule>('POST', '/schedules', input),
  moveSchedule: (id: number, publishAt: string) => opsRequest<OpsSchedule>('PUT', `/schedules/${id}`, { publish_at: publishAt }),
  cancelSchedule: (id: number) => opsRequest<OpsSchedule>('DELETE', `/schedules/${id}`),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return opsRequest<OpsUpload>('POST', '/uploads', form);
  },
};
