import type { AudienceCondition, AudienceRule, LayoutDocument, OpsAudience, OpsAudienceInput } from '../../../contract/generated/schema-types';
import { opsRequest } from '../api/ops-client';

export type { AudienceCondition, AudienceRule, OpsAudience, OpsAudienceInput };

let listed: Promise<OpsAudience[]> | undefined;

/** The audiences, fetched once per console visit and again after any change made here. */
export function listAudiences(fresh = false): Promise<OpsAudience[]> {
  if (fresh || !listed) {
    // Started inside a promise so any failure (also a console without this API) is a rejection the pickers show as no audiences.
    listed = Promise.resolve()
      .then(() => opsRequest<{ list: OpsAudience[] }>('GET', '/audiences'))
      .then((data) => data.list);
    listed.catch(() => (listed = undefined));
  }
  return listed;
}

export const audiencesApi = {
  create: (input: OpsAudienceInput) => opsRequest<OpsAudience>('POST', '/audiences', input).finally(() => (listed = undefined)),
  update: (id: number, input: OpsAudienceInput) => opsRequest<OpsAudience>('PUT', `/audiences/${id}`, input).finally(() => (listed = undefined)),
  remove: (id: number) => opsRequest<OpsAudience>('DELETE', `/audiences/${id}`).finally(() => (listed = undefined)),
  /** The draft as a member of `audience` receives it (the server removes what that viewer may not see). */
  preview: (document: LayoutDocument, audience: string) => opsRequest<LayoutDocument>('POST', '/audiences/preview', { document, audience }),
};
