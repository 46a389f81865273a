import { opsCatalogueApi } from '../generated/ops-catalogue-api';

/** Cache tags of 学习小组: a decision refreshes the application lists, the groups' counts and the audit log. */
export const studyGroupApi = opsCatalogueApi.enhanceEndpoints({
  addTagTypes: ['StudyGroupApplications', 'StudyGroups', 'Audit'],
  endpoints: {
    listOpsStudyGroupApplications: { providesTags: ['StudyGroupApplications'] },
    decideOpsStudyGroupApplication: { invalidatesTags: ['StudyGroupApplications', 'StudyGroups', 'Audit'] },
    listOpsStudyGroups: { providesTags: ['StudyGroups'] },
    saveOpsStudyGroupSettings: { invalidatesTags: ['StudyGroups', 'Audit'] },
  },
});
