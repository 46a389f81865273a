import { opsCatalogueApi } from '../generated/ops-catalogue-api';

/** Cache tags of 学习小组: a decision refreshes the application lists and the audit log. */
export const studyGroupApi = opsCatalogueApi.enhanceEndpoints({
  addTagTypes: ['StudyGroupApplications', 'Audit'],
  endpoints: {
    listOpsStudyGroupApplications: { providesTags: ['StudyGroupApplications'] },
    decideOpsStudyGroupApplication: { invalidatesTags: ['StudyGroupApplications', 'Audit'] },
  },
});
