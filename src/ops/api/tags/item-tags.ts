import { opsCatalogueApi } from '../generated/ops-catalogue-api';

/**
 * Cache tags of the content back office: Items is every list, item and version history (a publish
 * changes the item, its list row, its history and the pickers' choices at once); Media, because
 * 使用位置 change when content is published; Audit, the log.
 */
export const itemsApi = opsCatalogueApi.enhanceEndpoints({
  addTagTypes: ['Items', 'Media', 'Audit', 'Reviews'],
  endpoints: {
    listOpsItems: { providesTags: ['Items'] },
    getOpsItem: { providesTags: ['Items'] },
    listOpsItemVersions: { providesTags: ['Items'] },
    listOpsItemOptions: { providesTags: ['Items'] },
    createOpsItem: { invalidatesTags: ['Items', 'Audit'] },
    // Reviews: a submitted item's notice says when its draft changed since (review-tags.ts).
    saveOpsItem: { invalidatesTags: ['Items', 'Audit', 'Reviews'] },
    discardOpsItemDraft: { invalidatesTags: ['Items', 'Audit', 'Reviews'] },
    publishOpsItem: { invalidatesTags: ['Items', 'Media', 'Audit'] },
    setOpsItemOffline: { invalidatesTags: ['Items', 'Media', 'Audit'] },
    rollbackOpsItem: { invalidatesTags: ['Items', 'Audit'] },
    publishOpsItems: { invalidatesTags: ['Items', 'Media', 'Audit'] },
    setOpsItemsOffline: { invalidatesTags: ['Items', 'Media', 'Audit'] },
    moveOpsItems: { invalidatesTags: ['Items', 'Audit'] },
    createOpsItemImport: { invalidatesTags: ['Items', 'Audit'] },
    createOpsItemCategory: { invalidatesTags: ['Items', 'Audit'] },
  },
});
