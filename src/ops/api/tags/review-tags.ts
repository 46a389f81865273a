import { opsCatalogueApi } from '../generated/ops-catalogue-api';

/**
 * Cache tags of the review workflow (待审核): the queue and each target's latest request. A submission
 * changes the queue; a decision may publish or schedule a layout, home content or an item, so every view
 * of those, the calendar and the log read again.
 */
opsCatalogueApi.enhanceEndpoints({
  addTagTypes: ['Reviews', 'Layouts', 'Layout', 'LayoutRevisions', 'HomeContent', 'ContentDraft', 'ContentRevisions', 'Items', 'Schedules', 'Audit'],
  endpoints: {
    listOpsReviews: { providesTags: ['Reviews'] },
    createOpsReview: { invalidatesTags: ['Reviews', 'Audit'] },
    createOpsReviewDecision: {
      invalidatesTags: ['Reviews', 'Layouts', 'Layout', 'LayoutRevisions', 'HomeContent', 'ContentDraft', 'ContentRevisions', 'Items', 'Schedules', 'Audit'],
    },
  },
});
