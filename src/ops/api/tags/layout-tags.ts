import { opsCatalogueApi } from '../generated/ops-catalogue-api';

/** A layout endpoint's args: its id (every layout route has one in its path). */
type ById = { id: string };

/**
 * Cache tags of the layout screens: page list, editor, history, widgets, presence, audit, watch passwords.
 * A save, publish, rollback or visibility change is a new revision: it invalidates the page list (its
 * state), that layout and its history, widget usage, the stored-layout check and the audit log, so every
 * view of the layout shows the new state without a reload; and the review notices (review-tags.ts), which say
 * when a submitted draft changed since.
 */
const changesLayout = (_result: unknown, _error: unknown, { id }: ById) =>
  ['Layouts', { type: 'Layout', id }, { type: 'LayoutRevisions', id }, 'Widgets', 'Audit', 'Reviews'] as const;

opsCatalogueApi.enhanceEndpoints({
  addTagTypes: ['Operator', 'Layouts', 'Layout', 'LayoutRevisions', 'Widgets', 'Audit', 'WatchPasswordCooldowns', 'Reviews'],
  endpoints: {
    // Signing in answers the operator itself (sign-in.tsx puts it in the cache); what was read for an
    // operator whose session ran out goes. Signing out empties the whole cache (ops-app.tsx).
    getOpsCurrentOperator: { providesTags: ['Operator'] },
    createOpsSession: { invalidatesTags: ['Layouts', 'Layout', 'LayoutRevisions', 'Widgets', 'Audit', 'WatchPasswordCooldowns'] },

    listOpsLayouts: { providesTags: ['Layouts'] },
    getOpsLayout: { providesTags: (_result, _error, { id }) => [{ type: 'Layout', id }] },
    listOpsLayoutRevisions: { providesTags: (_result, _error, { id }) => [{ type: 'LayoutRevisions', id }] },
    // A revision's stored document never changes; a diff between two revisions neither.
    saveOpsLayoutDraft: { invalidatesTags: changesLayout },
    publishOpsLayout: { invalidatesTags: changesLayout },
    rollbackOpsLayout: { invalidatesTags: changesLayout },
    setOpsNodeVisibility: { invalidatesTags: changesLayout },
    // A copy or a new landing page is a new layout: the list gains it, the audit log records it.
    createOpsLayoutCopy: { invalidatesTags: ['Layouts', 'Widgets', 'Audit'] },
    createOpsLandingPage: { invalidatesTags: ['Layouts', 'Widgets', 'Audit'] },

    listOpsWidgets: { providesTags: ['Widgets'] },
    listOpsStoredLayoutProblems: { providesTags: ['Widgets'] },
    listOpsAuditEntries: { providesTags: ['Audit'] },
    listOpsWatchPasswordCooldowns: { providesTags: ['WatchPasswordCooldowns'] },
    resetOpsWatchPasswordCooldown: { invalidatesTags: ['WatchPasswordCooldowns', 'Audit'] },
  },
});
