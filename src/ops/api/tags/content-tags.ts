import type { OpsContentKind } from '../../../../contract/generated/schema-types';
import { opsCatalogueApi } from '../generated/ops-catalogue-api';

/**
 * Cache tags of home content, schedules, audiences, experiments, section numbers and failure reports.
 * A save invalidates every view of what it changed, so a list, a 待发布 badge and a history never show
 * two versions of the same data.
 *
 * - HomeContent/<kind>: a kind's records. ContentDraft/<kind>: its 待发布 state; ContentDraft/LIST: the
 *   badges of all kinds. ContentRevisions/<kind>: its 发布历史.
 * - Schedules: the 排期 view (scheduled publishes and the time windows of live content).
 * - Audiences; Experiments/<layout>; SectionStats/<layout>; FailureReports; Reviews (待审核, review-tags.ts).
 */
const CONTENT_TAGS = [
  'HomeContent',
  'ContentDraft',
  'ContentRevisions',
  'Schedules',
  'Audiences',
  'Experiments',
  'SectionStats',
  'FailureReports',
  'Reviews',
] as const;

type ContentTag = { type: (typeof CONTENT_TAGS)[number]; id?: string | number } | (typeof CONTENT_TAGS)[number];

/**
 * A draft edit (create, update, delete, reorder, discard): the list, its 待发布 state and the badges; and the
 * review notices, which say when the draft changed since it was submitted.
 */
const draftChanged = (kind: OpsContentKind): ContentTag[] => [
  'Reviews',
  { type: 'HomeContent', id: kind },
  { type: 'ContentDraft', id: kind },
  { type: 'ContentDraft', id: 'LIST' },
];

/** A publish or rollback: also the history and the 排期 view (live time windows, a schedule it replaced). */
const published = (kind: OpsContentKind): ContentTag[] => [...draftChanged(kind), { type: 'ContentRevisions', id: kind }, 'Schedules'];

/** The endpoints of one kind of home content and the tags each provides or invalidates. */
function kindTags(kind: OpsContentKind, noun: string) {
  const plural = `${noun}s`;
  return {
    [`listOps${plural}`]: { providesTags: [{ type: 'HomeContent', id: kind }] },
    [`getOps${plural}Draft`]: { providesTags: [{ type: 'ContentDraft', id: kind }] },
    [`listOps${noun}Revisions`]: { providesTags: [{ type: 'ContentRevisions', id: kind }] },
    [`createOps${noun}`]: { invalidatesTags: draftChanged(kind) },
    [`updateOps${noun}`]: { invalidatesTags: draftChanged(kind) },
    [`deleteOps${noun}`]: { invalidatesTags: draftChanged(kind) },
    [`orderOps${plural}`]: { invalidatesTags: draftChanged(kind) },
    [`discardOps${plural}Draft`]: { invalidatesTags: draftChanged(kind) },
    [`publishOps${plural}`]: { invalidatesTags: published(kind) },
    [`rollbackOps${plural}`]: { invalidatesTags: published(kind) },
  };
}

/** The generated names use each kind's noun (server/src/modules/ops/ops-content-kinds.ts). */
const CONTENT_NOUNS: Record<OpsContentKind, string> = {
  banners: 'Banner',
  shortcuts: 'Shortcut',
  messages: 'Message',
  'screen-adverts': 'ScreenAdvert',
  'recommend-modules': 'RecommendModule',
  'hot-words': 'HotWord',
  channels: 'Channel',
};

const kindEndpoints = Object.assign({}, ...Object.entries(CONTENT_NOUNS).map(([kind, noun]) => kindTags(kind as OpsContentKind, noun))) as Record<
  string,
  { providesTags?: ContentTag[]; invalidatesTags?: ContentTag[] }
>;

opsCatalogueApi.enhanceEndpoints({
  addTagTypes: CONTENT_TAGS,
  endpoints: {
    ...kindEndpoints,
    listOpsContentDrafts: { providesTags: [{ type: 'ContentDraft', id: 'LIST' }] },
    listOpsSchedules: { providesTags: ['Schedules'] },
    createOpsSchedule: { invalidatesTags: ['Schedules'] },
    moveOpsSchedule: { invalidatesTags: ['Schedules'] },
    cancelOpsSchedule: { invalidatesTags: ['Schedules'] },
    listOpsAudiences: { providesTags: ['Audiences'] },
    createOpsAudience: { invalidatesTags: ['Audiences'] },
    updateOpsAudience: { invalidatesTags: ['Audiences'] },
    deleteOpsAudience: { invalidatesTags: ['Audiences'] },
    listOpsLayoutExperiments: { providesTags: (_result, _error, args) => [{ type: 'Experiments', id: args.id }] },
    getOpsSectionStats: { providesTags: (_result, _error, args) => [{ type: 'SectionStats', id: args.id }] },
    // A test changes what each section counts: its numbers and the layout's tests both read again.
    startOpsExperiment: {
      invalidatesTags: (_result, _error, args) => [
        { type: 'Experiments', id: args.id },
        { type: 'SectionStats', id: args.id },
      ],
    },
    // Stopping names only the test; its answer says the layout.
    stopOpsExperiment: {
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Experiments', id: result.layout_id },
              { type: 'SectionStats', id: result.layout_id },
            ]
          : ['Experiments'],
    },
    updateOpsExperimentSplit: { invalidatesTags: (result) => (result ? [{ type: 'Experiments', id: result.layout_id }] : ['Experiments']) },
    listOpsFailureReports: { providesTags: ['FailureReports'] },
    listOpsLayoutFailures: { providesTags: (_result, _error, args) => [{ type: 'FailureReports', id: args.id }] },
    listOpsFailureSpikes: { providesTags: ['FailureReports'] },
  },
});
