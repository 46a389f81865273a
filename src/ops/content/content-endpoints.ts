import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import type { OpsContentDraft, OpsContentDeleted, OpsContentPublished, OpsContentRevisions } from '../../../contract/generated/schema-types';
import type { opsBaseQuery } from '../api/ops-base-query';
import { opsEndpoints } from '../api/ops-endpoints';
import type { ContentKind, ContentRecord } from '../api/ops-types';

type Record_ = Record<string, unknown>;
type OpsBaseQuery = typeof opsBaseQuery;

/**
 * One kind's endpoints, the same shape for every kind. The manager edits records as plain objects built
 * from the kind's input schema (content-kinds.ts), so here a record is a ContentRecord and a body a
 * plain object; the server validates the body against that same schema.
 */
export interface ContentKindEndpoints {
  useList: TypedUseQuery<{ list: ContentRecord[] }, void, OpsBaseQuery>;
  useDraft: TypedUseQuery<OpsContentDraft, void, OpsBaseQuery>;
  useRevisions: TypedUseQuery<OpsContentRevisions, void, OpsBaseQuery>;
  useCreate: TypedUseMutation<ContentRecord, Record_, OpsBaseQuery>;
  useUpdate: TypedUseMutation<ContentRecord, Record_ & { id: number }, OpsBaseQuery>;
  useDelete: TypedUseMutation<OpsContentDeleted, { id: number }, OpsBaseQuery>;
  useOrder: TypedUseMutation<{ list: ContentRecord[] }, { ids: number[] }, OpsBaseQuery>;
  useDiscard: TypedUseMutation<OpsContentDraft, void, OpsBaseQuery>;
  usePublish: TypedUseMutation<OpsContentPublished, void, OpsBaseQuery>;
  useRollback: TypedUseMutation<OpsContentPublished, { revision: number }, OpsBaseQuery>;
}

const api = opsEndpoints;

// Each kind's generated hooks differ only in their record and input types (OpsBanner / OpsBannerInput, …),
// which the manager does not know statically: it reads them through the kind's schema. So each kind's set is
// seen as the common shape above; the `satisfies` keeps every entry tied to that kind's real hooks.
const byKind = {
  banners: {
    useList: api.useListOpsBannersQuery,
    useDraft: api.useGetOpsBannersDraftQuery,
    useRevisions: api.useListOpsBannerRevisionsQuery,
    useCreate: api.useCreateOpsBannerMutation,
    useUpdate: api.useUpdateOpsBannerMutation,
    useDelete: api.useDeleteOpsBannerMutation,
    useOrder: api.useOrderOpsBannersMutation,
    useDiscard: api.useDiscardOpsBannersDraftMutation,
    usePublish: api.usePublishOpsBannersMutation,
    useRollback: api.useRollbackOpsBannersMutation,
  },
  shortcuts: {
    useList: api.useListOpsShortcutsQuery,
    useDraft: api.useGetOpsShortcutsDraftQuery,
    useRevisions: api.useListOpsShortcutRevisionsQuery,
    useCreate: api.useCreateOpsShortcutMutation,
    useUpdate: api.useUpdateOpsShortcutMutation,
    useDelete: api.useDeleteOpsShortcutMutation,
    useOrder: api.useOrderOpsShortcutsMutation,
    useDiscard: api.useDiscardOpsShortcutsDraftMutation,
    usePublish: api.usePublishOpsShortcutsMutation,
    useRollback: api.useRollbackOpsShortcutsMutation,
  },
  messages: {
    useList: api.useListOpsMessagesQuery,
    useDraft: api.useGetOpsMessagesDraftQuery,
    useRevisions: api.useListOpsMessageRevisionsQuery,
    useCreate: api.useCreateOpsMessageMutation,
    useUpdate: api.useUpdateOpsMessageMutation,
    useDelete: api.useDeleteOpsMessageMutation,
    useOrder: api.useOrderOpsMessagesMutation,
    useDiscard: api.useDiscardOpsMessagesDraftMutation,
    usePublish: api.usePublishOpsMessagesMutation,
    useRollback: api.useRollbackOpsMessagesMutation,
  },
  'screen-adverts': {
    useList: api.useListOpsScreenAdvertsQuery,
    useDraft: api.useGetOpsScreenAdvertsDraftQuery,
    useRevisions: api.useListOpsScreenAdvertRevisionsQuery,
    useCreate: api.useCreateOpsScreenAdvertMutation,
    useUpdate: api.useUpdateOpsScreenAdvertMutation,
    useDelete: api.useDeleteOpsScreenAdvertMutation,
    useOrder: api.useOrderOpsScreenAdvertsMutation,
    useDiscard: api.useDiscardOpsScreenAdvertsDraftMutation,
    usePublish: api.usePublishOpsScreenAdvertsMutation,
    useRollback: api.useRollbackOpsScreenAdvertsMutation,
  },
  'recommend-modules': {
    useList: api.useListOpsRecommendModulesQuery,
    useDraft: api.useGetOpsRecommendModulesDraftQuery,
    useRevisions: api.useListOpsRecommendModuleRevisionsQuery,
    useCreate: api.useCreateOpsRecommendModuleMutation,
    useUpdate: api.useUpdateOpsRecommendModuleMutation,
    useDelete: api.useDeleteOpsRecommendModuleMutation,
    useOrder: api.useOrderOpsRecommendModulesMutation,
    useDiscard: api.useDiscardOpsRecommendModulesDraftMutation,
    usePublish: api.usePublishOpsRecommendModulesMutation,
    useRollback: api.useRollbackOpsRecommendModulesMutation,
  },
  'hot-words': {
    useList: api.useListOpsHotWordsQuery,
    useDraft: api.useGetOpsHotWordsDraftQuery,
    useRevisions: api.useListOpsHotWordRevisionsQuery,
    useCreate: api.useCreateOpsHotWordMutation,
    useUpdate: api.useUpdateOpsHotWordMutation,
    useDelete: api.useDeleteOpsHotWordMutation,
    useOrder: api.useOrderOpsHotWordsMutation,
    useDiscard: api.useDiscardOpsHotWordsDraftMutation,
    usePublish: api.usePublishOpsHotWordsMutation,
    useRollback: api.useRollbackOpsHotWordsMutation,
  },
  channels: {
    useList: api.useListOpsChannelsQuery,
    useDraft: api.useGetOpsChannelsDraftQuery,
    useRevisions: api.useListOpsChannelRevisionsQuery,
    useCreate: api.useCreateOpsChannelMutation,
    useUpdate: api.useUpdateOpsChannelMutation,
    useDelete: api.useDeleteOpsChannelMutation,
    useOrder: api.useOrderOpsChannelsMutation,
    useDiscard: api.useDiscardOpsChannelsDraftMutation,
    usePublish: api.usePublishOpsChannelsMutation,
    useRollback: api.useRollbackOpsChannelsMutation,
  },
} satisfies Record<ContentKind, Record<keyof ContentKindEndpoints, unknown>>;

/**
 * The hooks of one kind. A component must keep one kind for its whole life (the manager mounts a new
 * panel per kind, `key={kind}`), so the hooks it calls never change between renders.
 */
export function contentEndpoints(kind: ContentKind): ContentKindEndpoints {
  // See byKind: the generated hooks of every kind have this shape with their own record types.
  return byKind[kind] as unknown as ContentKindEndpoints;
}
