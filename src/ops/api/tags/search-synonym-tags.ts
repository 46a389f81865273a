import { opsCatalogueApi } from '../generated/ops-catalogue-api';

/** Cache tags of 搜索同义词: adding or removing a group refreshes the list and the audit log. */
export const searchSynonymApi = opsCatalogueApi.enhanceEndpoints({
  addTagTypes: ['SearchSynonyms', 'Audit'],
  endpoints: {
    listOpsSearchSynonyms: { providesTags: ['SearchSynonyms'] },
    createOpsSearchSynonym: { invalidatesTags: ['SearchSynonyms', 'Audit'] },
    deleteOpsSearchSynonym: { invalidatesTags: ['SearchSynonyms', 'Audit'] },
  },
});
