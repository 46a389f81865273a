import { opsCatalogueApi } from '../generated/ops-catalogue-api';

/**
 * Cache tags of the media library: Media is the list (and every item's details, whose 使用位置 change
 * when content is published); an upload, a crop, a replacement or a deletion refreshes it and the audit log.
 */
export const mediaApi = opsCatalogueApi.enhanceEndpoints({
  addTagTypes: ['Media', 'Audit'],
  endpoints: {
    listOpsMedia: { providesTags: ['Media'] },
    getOpsMedia: { providesTags: ['Media'] },
    createOpsMedia: { invalidatesTags: ['Media', 'Audit'] },
    deleteOpsMedia: { invalidatesTags: ['Media', 'Audit'] },
    setOpsMediaPoster: { invalidatesTags: ['Media', 'Audit'] },
    cropOpsMedia: { invalidatesTags: ['Media', 'Audit'] },
    setOpsMediaFile: { invalidatesTags: ['Media', 'Audit'] },
  },
});
