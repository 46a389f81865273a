import { opsCatalogueApi } from '../generated/ops-catalogue-api';

/**
 * Cache tags of 社区管理: a decision on a text or a doctor refreshes the text lists (the queue included) and
 * the audit log; a word edit refreshes the word list and the audit log.
 */
export const moderationApi = opsCatalogueApi.enhanceEndpoints({
  addTagTypes: ['ModerationTexts', 'SensitiveWords', 'Audit'],
  endpoints: {
    listOpsModerationTexts: { providesTags: ['ModerationTexts'] },
    moderateOpsText: { invalidatesTags: ['ModerationTexts', 'Audit'] },
    setOpsUserMute: { invalidatesTags: ['ModerationTexts', 'Audit'] },
    listOpsSensitiveWords: { providesTags: ['SensitiveWords'] },
    saveOpsSensitiveWord: { invalidatesTags: ['SensitiveWords', 'Audit'] },
    deleteOpsSensitiveWord: { invalidatesTags: ['SensitiveWords', 'Audit'] },
  },
});
