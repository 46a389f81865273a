// generated — do not edit; run npm run gen:types

import type { AudienceRule, LayoutDocument, OpsAudience, OpsAudienceCount, OpsAudienceInput, OpsAudiencePreviewInput, OpsAudienceValues, OpsAuditPage, OpsBanner, OpsBannerInput, OpsCatalogue, OpsChannel, OpsChannelInput, OpsContentDeleted, OpsContentDraft, OpsContentDrafts, OpsContentPublished, OpsContentRevisions, OpsDraftSaved, OpsExperiment, OpsExperimentList, OpsExperimentSplit, OpsExperimentStart, OpsExperimentStop, OpsFailureLayouts, OpsFailureReports, OpsFailureSpikes, OpsHotWord, OpsHotWordInput, OpsInboundLinks, OpsItem, OpsItemBulkResult, OpsItemCategoryInput, OpsItemIds, OpsItemImportInput, OpsItemImportReport, OpsItemInput, OpsItemKind, OpsItemOption, OpsItemOptions, OpsItemPage, OpsItemPreview, OpsItemState, OpsItemVersions, OpsLandingPageNew, OpsLayoutCheck, OpsLayoutCopy, OpsLayoutCreated, OpsLayoutDiff, OpsLayoutDraft, OpsLayoutForEditing, OpsLayoutList, OpsLayoutProblems, OpsLiveStream, OpsLogin, OpsMediaAsset, OpsMediaDeleted, OpsMediaFocus, OpsMediaPage, OpsMediaReplaced, OpsMeetingApplications, OpsMessage, OpsMessageInput, OpsModerationActionInput, OpsModerationActionResult, OpsModerationTextPage, OpsNodeVisibility, OpsNodeVisibilityChanged, OpsOperator, OpsOperatorAccount, OpsOperatorAccounts, OpsOperatorChange, OpsOperatorInput, OpsOrder, OpsOwnPassword, OpsPasswordReset, OpsPresence, OpsPreview, OpsPublished, OpsRecommendModule, OpsRecommendModuleInput, OpsReview, OpsReviewDecision, OpsReviewInput, OpsReviewList, OpsReviewTargetType, OpsRevisionDocument, OpsRevisionList, OpsRevisionRef, OpsSchedule, OpsScheduleInput, OpsScheduleMove, OpsSchedules, OpsScreenAdvert, OpsScreenAdvertInput, OpsSearchSynonym, OpsSearchSynonymInput, OpsSectionStats, OpsSensitiveWord, OpsSensitiveWordInput, OpsSensitiveWordPage, OpsShortcut, OpsShortcutInput, OpsSignInFailures, OpsStoredLayoutProblems, OpsStudyGroup, OpsStudyGroupApplication, OpsStudyGroupApplicationPage, OpsUpload, OpsUserMute, OpsUserMuteInput, OpsWatchPasswordCooldowns, OpsWatchPasswordReset, OpsWatchPasswordResetInput, OpsWidgetList } from './schema-types';

/** Every /ops/api endpoint: method, full path with {param}s, who may call it, the request body's media type. */
export const opsEndpointCatalogue = {
  cancelOpsSchedule: { method: "DELETE", path: "/ops/api/schedules/{id}", access: "publisher", contentType: "application/json" },
  changeOpsOwnPassword: { method: "PUT", path: "/ops/api/me/password", access: "operator", contentType: "application/json" },
  countOpsAudience: { method: "POST", path: "/ops/api/audiences/count", access: "operator", contentType: "application/json" },
  createOpsAudience: { method: "POST", path: "/ops/api/audiences", access: "publisher", contentType: "application/json" },
  createOpsBanner: { method: "POST", path: "/ops/api/content/banners", access: "operator", contentType: "application/json" },
  createOpsChannel: { method: "POST", path: "/ops/api/content/channels", access: "operator", contentType: "application/json" },
  createOpsHotWord: { method: "POST", path: "/ops/api/content/hot-words", access: "operator", contentType: "application/json" },
  createOpsItem: { method: "POST", path: "/ops/api/items/{kind}", access: "operator", contentType: "application/json" },
  createOpsItemCategory: { method: "POST", path: "/ops/api/item-categories", access: "publisher", contentType: "application/json" },
  createOpsItemImport: { method: "POST", path: "/ops/api/items/{kind}/import", access: "operator", contentType: "application/json" },
  createOpsItemPreview: { method: "POST", path: "/ops/api/items/{kind}/{id}/preview", access: "operator", contentType: "application/json" },
  createOpsLandingPage: { method: "POST", path: "/ops/api/landing-pages", access: "operator", contentType: "application/json" },
  createOpsLayoutCopy: { method: "POST", path: "/ops/api/layouts/{id}/copy", access: "operator", contentType: "application/json" },
  createOpsLiveStreamAddresses: { method: "POST", path: "/ops/api/items/live/{id}/stream", access: "publisher", contentType: "application/json" },
  createOpsMedia: { method: "POST", path: "/ops/api/media", access: "operator", contentType: "multipart/form-data" },
  createOpsMessage: { method: "POST", path: "/ops/api/content/messages", access: "operator", contentType: "application/json" },
  createOpsOperator: { method: "POST", path: "/ops/api/operators", access: "admin", contentType: "application/json" },
  createOpsRecommendModule: { method: "POST", path: "/ops/api/content/recommend-modules", access: "operator", contentType: "application/json" },
  createOpsReview: { method: "POST", path: "/ops/api/reviews", access: "operator", contentType: "application/json" },
  createOpsReviewDecision: { method: "POST", path: "/ops/api/reviews/{id}/decision", access: "publisher", contentType: "application/json" },
  createOpsSchedule: { method: "POST", path: "/ops/api/schedules", access: "publisher", contentType: "application/json" },
  createOpsScreenAdvert: { method: "POST", path: "/ops/api/content/screen-adverts", access: "operator", contentType: "application/json" },
  createOpsSearchSynonym: { method: "POST", path: "/ops/api/search/synonyms", access: "operator", contentType: "application/json" },
  createOpsSession: { method: "POST", path: "/ops/api/session", access: "public", contentType: "application/json" },
  createOpsShortcut: { method: "POST", path: "/ops/api/content/shortcuts", access: "operator", contentType: "application/json" },
  createOpsUpload: { method: "POST", path: "/ops/api/uploads", access: "operator", contentType: "multipart/form-data" },
  cropOpsMedia: { method: "POST", path: "/ops/api/media/{id}/crop", access: "operator", contentType: "application/json" },
  decideOpsStudyGroupApplication: { method: "POST", path: "/ops/api/study-groups/applications/decide", access: "operator", contentType: "application/json" },
  deleteOpsAudience: { method: "DELETE", path: "/ops/api/audiences/{id}", access: "publisher", contentType: "application/json" },
  deleteOpsBanner: { method: "DELETE", path: "/ops/api/content/banners/{id}", access: "operator", contentType: "application/json" },
  deleteOpsChannel: { method: "DELETE", path: "/ops/api/content/channels/{id}", access: "operator", contentType: "application/json" },
  deleteOpsHotWord: { method: "DELETE", path: "/ops/api/content/hot-words/{id}", access: "operator", contentType: "application/json" },
  deleteOpsLayoutPresence: { method: "DELETE", path: "/ops/api/layouts/{id}/presence", access: "operator", contentType: "application/json" },
  deleteOpsMedia: { method: "DELETE", path: "/ops/api/media/{id}", access: "operator", contentType: "application/json" },
  deleteOpsMessage: { method: "DELETE", path: "/ops/api/content/messages/{id}", access: "operator", contentType: "application/json" },
  deleteOpsRecommendModule: { method: "DELETE", path: "/ops/api/content/recommend-modules/{id}", access: "operator", contentType: "application/json" },
  deleteOpsScreenAdvert: { method: "DELETE", path: "/ops/api/content/screen-adverts/{id}", access: "operator", contentType: "application/json" },
  deleteOpsSearchSynonym: { method: "DELETE", path: "/ops/api/search/synonyms/{id}", access: "operator", contentType: "application/json" },
  deleteOpsSensitiveWord: { method: "POST", path: "/ops/api/moderation/words/delete", access: "operator", contentType: "application/json" },
  deleteOpsSession: { method: "DELETE", path: "/ops/api/session", access: "public", contentType: "application/json" },
  deleteOpsShortcut: { method: "DELETE", path: "/ops/api/content/shortcuts/{id}", access: "operator", contentType: "application/json" },
  discardOpsBannersDraft: { method: "DELETE", path: "/ops/api/content/banners/draft", access: "operator", contentType: "application/json" },
  discardOpsChannelsDraft: { method: "DELETE", path: "/ops/api/content/channels/draft", access: "operator", contentType: "application/json" },
  discardOpsHotWordsDraft: { method: "DELETE", path: "/ops/api/content/hot-words/draft", access: "operator", contentType: "application/json" },
  discardOpsItemDraft: { method: "DELETE", path: "/ops/api/items/{kind}/{id}/draft", access: "operator", contentType: "application/json" },
  discardOpsMessagesDraft: { method: "DELETE", path: "/ops/api/content/messages/draft", access: "operator", contentType: "application/json" },
  discardOpsRecommendModulesDraft: { method: "DELETE", path: "/ops/api/content/recommend-modules/draft", access: "operator", contentType: "application/json" },
  discardOpsScreenAdvertsDraft: { method: "DELETE", path: "/ops/api/content/screen-adverts/draft", access: "operator", contentType: "application/json" },
  discardOpsShortcutsDraft: { method: "DELETE", path: "/ops/api/content/shortcuts/draft", access: "operator", contentType: "application/json" },
  getOpsBannersDraft: { method: "GET", path: "/ops/api/content/banners/draft", access: "operator", contentType: "application/json" },
  getOpsCatalogue: { method: "GET", path: "/ops/api/catalogue", access: "operator", contentType: "application/json" },
  getOpsChannelsDraft: { method: "GET", path: "/ops/api/content/channels/draft", access: "operator", contentType: "application/json" },
  getOpsCurrentOperator: { method: "GET", path: "/ops/api/me", access: "operator", contentType: "application/json" },
  getOpsHotWordsDraft: { method: "GET", path: "/ops/api/content/hot-words/draft", access: "operator", contentType: "application/json" },
  getOpsItem: { method: "GET", path: "/ops/api/items/{kind}/{id}", access: "operator", contentType: "application/json" },
  getOpsLayout: { method: "GET", path: "/ops/api/layouts/{id}", access: "operator", contentType: "application/json" },
  getOpsLayoutDiff: { method: "GET", path: "/ops/api/layouts/{id}/diff", access: "operator", contentType: "application/json" },
  getOpsLayoutRevision: { method: "GET", path: "/ops/api/layouts/{id}/revisions/{revision}", access: "operator", contentType: "application/json" },
  getOpsMedia: { method: "GET", path: "/ops/api/media/{id}", access: "operator", contentType: "application/json" },
  getOpsMessagesDraft: { method: "GET", path: "/ops/api/content/messages/draft", access: "operator", contentType: "application/json" },
  getOpsRecommendModulesDraft: { method: "GET", path: "/ops/api/content/recommend-modules/draft", access: "operator", contentType: "application/json" },
  getOpsScreenAdvertsDraft: { method: "GET", path: "/ops/api/content/screen-adverts/draft", access: "operator", contentType: "application/json" },
  getOpsSectionStats: { method: "GET", path: "/ops/api/layouts/{id}/section-stats", access: "operator", contentType: "application/json" },
  getOpsShortcutsDraft: { method: "GET", path: "/ops/api/content/shortcuts/draft", access: "operator", contentType: "application/json" },
  listOpsAudienceValues: { method: "GET", path: "/ops/api/audience-values", access: "operator", contentType: "application/json" },
  listOpsAudiences: { method: "GET", path: "/ops/api/audiences", access: "operator", contentType: "application/json" },
  listOpsAuditEntries: { method: "GET", path: "/ops/api/audit", access: "operator", contentType: "application/json" },
  listOpsBannerRevisions: { method: "GET", path: "/ops/api/content/banners/revisions", access: "operator", contentType: "application/json" },
  listOpsBanners: { method: "GET", path: "/ops/api/content/banners", access: "operator", contentType: "application/json" },
  listOpsChannelRevisions: { method: "GET", path: "/ops/api/content/channels/revisions", access: "operator", contentType: "application/json" },
  listOpsChannels: { method: "GET", path: "/ops/api/content/channels", access: "operator", contentType: "application/json" },
  listOpsContentDrafts: { method: "GET", path: "/ops/api/content/drafts", access: "operator", contentType: "application/json" },
  listOpsFailureReports: { method: "GET", path: "/ops/api/failures", access: "operator", contentType: "application/json" },
  listOpsFailureSpikes: { method: "GET", path: "/ops/api/failures/spikes", access: "operator", contentType: "application/json" },
  listOpsHotWordRevisions: { method: "GET", path: "/ops/api/content/hot-words/revisions", access: "operator", contentType: "application/json" },
  listOpsHotWords: { method: "GET", path: "/ops/api/content/hot-words", access: "operator", contentType: "application/json" },
  listOpsItemInboundLinks: { method: "GET", path: "/ops/api/items/{kind}/{id}/inbound-links", access: "operator", contentType: "application/json" },
  listOpsItemOptions: { method: "GET", path: "/ops/api/item-options", access: "operator", contentType: "application/json" },
  listOpsItemVersions: { method: "GET", path: "/ops/api/items/{kind}/{id}/versions", access: "operator", contentType: "application/json" },
  listOpsItems: { method: "GET", path: "/ops/api/items/{kind}", access: "operator", contentType: "application/json" },
  listOpsLayoutExperiments: { method: "GET", path: "/ops/api/layouts/{id}/experiments", access: "operator", contentType: "application/json" },
  listOpsLayoutFailures: { method: "GET", path: "/ops/api/layouts/{id}/failures", access: "operator", contentType: "application/json" },
  listOpsLayoutRevisions: { method: "GET", path: "/ops/api/layouts/{id}/revisions", access: "operator", contentType: "application/json" },
  listOpsLayouts: { method: "GET", path: "/ops/api/layouts", access: "operator", contentType: "application/json" },
  listOpsMedia: { method: "GET", path: "/ops/api/media", access: "operator", contentType: "application/json" },
  listOpsMeetingApplications: { method: "GET", path: "/ops/api/items/meeting/{id}/applications", access: "publisher", contentType: "application/json" },
  listOpsMessageRevisions: { method: "GET", path: "/ops/api/content/messages/revisions", access: "operator", contentType: "application/json" },
  listOpsMessages: { method: "GET", path: "/ops/api/content/messages", access: "operator", contentType: "application/json" },
  listOpsModerationTexts: { method: "GET", path: "/ops/api/moderation/texts", access: "operator", contentType: "application/json" },
  listOpsOperators: { method: "GET", path: "/ops/api/operators", access: "admin", contentType: "application/json" },
  listOpsRecommendModuleRevisions: { method: "GET", path: "/ops/api/content/recommend-modules/revisions", access: "operator", contentType: "application/json" },
  listOpsRecommendModules: { method: "GET", path: "/ops/api/content/recommend-modules", access: "operator", contentType: "application/json" },
  listOpsReviews: { method: "GET", path: "/ops/api/reviews", access: "operator", contentType: "application/json" },
  listOpsSchedules: { method: "GET", path: "/ops/api/schedules", access: "operator", contentType: "application/json" },
  listOpsScreenAdvertRevisions: { method: "GET", path: "/ops/api/content/screen-adverts/revisions", access: "operator", contentType: "application/json" },
  listOpsScreenAdverts: { method: "GET", path: "/ops/api/content/screen-adverts", access: "operator", contentType: "application/json" },
  listOpsSearchSynonyms: { method: "GET", path: "/ops/api/search/synonyms", access: "operator", contentType: "application/json" },
  listOpsSensitiveWords: { method: "GET", path: "/ops/api/moderation/words", access: "operator", contentType: "application/json" },
  listOpsShortcutRevisions: { method: "GET", path: "/ops/api/content/shortcuts/revisions", access: "operator", contentType: "application/json" },
  listOpsShortcuts: { method: "GET", path: "/ops/api/content/shortcuts", access: "operator", contentType: "application/json" },
  listOpsSignInFailures: { method: "GET", path: "/ops/api/security/sign-in-failures", access: "admin", contentType: "application/json" },
  listOpsStoredLayoutProblems: { method: "GET", path: "/ops/api/widgets/stored-problems", access: "operator", contentType: "application/json" },
  listOpsStudyGroupApplications: { method: "GET", path: "/ops/api/study-groups/applications", access: "operator", contentType: "application/json" },
  listOpsStudyGroups: { method: "GET", path: "/ops/api/study-groups", access: "operator", contentType: "application/json" },
  listOpsWatchPasswordCooldowns: { method: "GET", path: "/ops/api/watch-passwords/cooldowns", access: "operator", contentType: "application/json" },
  listOpsWidgets: { method: "GET", path: "/ops/api/widgets", access: "operator", contentType: "application/json" },
  moderateOpsText: { method: "POST", path: "/ops/api/moderation/texts/action", access: "operator", contentType: "application/json" },
  moveOpsItems: { method: "POST", path: "/ops/api/items/{kind}/bulk/move", access: "operator", contentType: "application/json" },
  moveOpsSchedule: { method: "PUT", path: "/ops/api/schedules/{id}", access: "publisher", contentType: "application/json" },
  orderOpsBanners: { method: "POST", path: "/ops/api/content/banners/order", access: "operator", contentType: "application/json" },
  orderOpsChannels: { method: "POST", path: "/ops/api/content/channels/order", access: "operator", contentType: "application/json" },
  orderOpsHotWords: { method: "POST", path: "/ops/api/content/hot-words/order", access: "operator", contentType: "application/json" },
  orderOpsMessages: { method: "POST", path: "/ops/api/content/messages/order", access: "operator", contentType: "application/json" },
  orderOpsRecommendModules: { method: "POST", path: "/ops/api/content/recommend-modules/order", access: "operator", contentType: "application/json" },
  orderOpsScreenAdverts: { method: "POST", path: "/ops/api/content/screen-adverts/order", access: "operator", contentType: "application/json" },
  orderOpsShortcuts: { method: "POST", path: "/ops/api/content/shortcuts/order", access: "operator", contentType: "application/json" },
  previewOpsAudience: { method: "POST", path: "/ops/api/audiences/preview", access: "operator", contentType: "application/json" },
  previewOpsLayout: { method: "POST", path: "/ops/api/layouts/{id}/preview", access: "operator", contentType: "application/json" },
  publishOpsBanners: { method: "POST", path: "/ops/api/content/banners/publish", access: "publisher", contentType: "application/json" },
  publishOpsChannels: { method: "POST", path: "/ops/api/content/channels/publish", access: "publisher", contentType: "application/json" },
  publishOpsHotWords: { method: "POST", path: "/ops/api/content/hot-words/publish", access: "publisher", contentType: "application/json" },
  publishOpsItem: { method: "POST", path: "/ops/api/items/{kind}/{id}/publish", access: "publisher", contentType: "application/json" },
  publishOpsItems: { method: "POST", path: "/ops/api/items/{kind}/bulk/publish", access: "publisher", contentType: "application/json" },
  publishOpsLayout: { method: "POST", path: "/ops/api/layouts/{id}/publish", access: "publisher", contentType: "application/json" },
  publishOpsMessages: { method: "POST", path: "/ops/api/content/messages/publish", access: "publisher", contentType: "application/json" },
  publishOpsRecommendModules: { method: "POST", path: "/ops/api/content/recommend-modules/publish", access: "publisher", contentType: "application/json" },
  publishOpsScreenAdverts: { method: "POST", path: "/ops/api/content/screen-adverts/publish", access: "publisher", contentType: "application/json" },
  publishOpsShortcuts: { method: "POST", path: "/ops/api/content/shortcuts/publish", access: "publisher", contentType: "application/json" },
  recordOpsLayoutPresence: { method: "POST", path: "/ops/api/layouts/{id}/presence", access: "operator", contentType: "application/json" },
  resetOpsOperatorPassword: { method: "PUT", path: "/ops/api/operators/{id}/password", access: "admin", contentType: "application/json" },
  resetOpsWatchPasswordCooldown: { method: "POST", path: "/ops/api/watch-passwords/cooldowns/reset", access: "operator", contentType: "application/json" },
  rollbackOpsBanners: { method: "POST", path: "/ops/api/content/banners/rollback", access: "publisher", contentType: "application/json" },
  rollbackOpsChannels: { method: "POST", path: "/ops/api/content/channels/rollback", access: "publisher", contentType: "application/json" },
  rollbackOpsHotWords: { method: "POST", path: "/ops/api/content/hot-words/rollback", access: "publisher", contentType: "application/json" },
  rollbackOpsItem: { method: "POST", path: "/ops/api/items/{kind}/{id}/versions/{version}/restore", access: "operator", contentType: "application/json" },
  rollbackOpsLayout: { method: "POST", path: "/ops/api/layouts/{id}/rollback", access: "publisher", contentType: "application/json" },
  rollbackOpsMessages: { method: "POST", path: "/ops/api/content/messages/rollback", access: "publisher", contentType: "application/json" },
  rollbackOpsRecommendModules: { method: "POST", path: "/ops/api/content/recommend-modules/rollback", access: "publisher", contentType: "application/json" },
  rollbackOpsScreenAdverts: { method: "POST", path: "/ops/api/content/screen-adverts/rollback", access: "publisher", contentType: "application/json" },
  rollbackOpsShortcuts: { method: "POST", path: "/ops/api/content/shortcuts/rollback", access: "publisher", contentType: "application/json" },
  saveOpsItem: { method: "PUT", path: "/ops/api/items/{kind}/{id}", access: "operator", contentType: "application/json" },
  saveOpsLayoutDraft: { method: "PUT", path: "/ops/api/layouts/{id}/draft", access: "operator", contentType: "application/json" },
  saveOpsSensitiveWord: { method: "POST", path: "/ops/api/moderation/words", access: "operator", contentType: "application/json" },
  saveOpsStudyGroupSettings: { method: "POST", path: "/ops/api/study-groups/settings", access: "operator", contentType: "application/json" },
  setOpsItemOffline: { method: "POST", path: "/ops/api/items/{kind}/{id}/offline", access: "publisher", contentType: "application/json" },
  setOpsItemsOffline: { method: "POST", path: "/ops/api/items/{kind}/bulk/offline", access: "publisher", contentType: "application/json" },
  setOpsMediaFile: { method: "POST", path: "/ops/api/media/{id}/file", access: "operator", contentType: "multipart/form-data" },
  setOpsMediaPoster: { method: "POST", path: "/ops/api/media/{id}/poster", access: "operator", contentType: "application/json" },
  setOpsNodeVisibility: { method: "POST", path: "/ops/api/layouts/{id}/nodes/{node}/visibility", access: "publisher", contentType: "application/json" },
  setOpsUserMute: { method: "POST", path: "/ops/api/moderation/users/mute", access: "operator", contentType: "application/json" },
  startOpsExperiment: { method: "POST", path: "/ops/api/layouts/{id}/experiments", access: "publisher", contentType: "application/json" },
  stopOpsExperiment: { method: "POST", path: "/ops/api/experiments/{eid}/stop", access: "publisher", contentType: "application/json" },
  updateOpsAudience: { method: "PUT", path: "/ops/api/audiences/{id}", access: "publisher", contentType: "application/json" },
  updateOpsBanner: { method: "PUT", path: "/ops/api/content/banners/{id}", access: "operator", contentType: "application/json" },
  updateOpsChannel: { method: "PUT", path: "/ops/api/content/channels/{id}", access: "operator", contentType: "application/json" },
  updateOpsExperimentSplit: { method: "PATCH", path: "/ops/api/experiments/{eid}", access: "publisher", contentType: "application/json" },
  updateOpsHotWord: { method: "PUT", path: "/ops/api/content/hot-words/{id}", access: "operator", contentType: "application/json" },
  updateOpsMessage: { method: "PUT", path: "/ops/api/content/messages/{id}", access: "operator", contentType: "application/json" },
  updateOpsOperator: { method: "PATCH", path: "/ops/api/operators/{id}", access: "admin", contentType: "application/json" },
  updateOpsRecommendModule: { method: "PUT", path: "/ops/api/content/recommend-modules/{id}", access: "operator", contentType: "application/json" },
  updateOpsScreenAdvert: { method: "PUT", path: "/ops/api/content/screen-adverts/{id}", access: "operator", contentType: "application/json" },
  updateOpsShortcut: { method: "PUT", path: "/ops/api/content/shortcuts/{id}", access: "operator", contentType: "application/json" },
  validateOpsLayout: { method: "POST", path: "/ops/api/layouts/{id}/validate", access: "operator", contentType: "application/json" },
} as const;

export type OpsEndpointName = keyof typeof opsEndpointCatalogue;

/** An endpoint's arguments: its path params, query and body fields in one object (the base query splits them again). */
export type OpsEndpointArgs = { [N in OpsEndpointName]: OpsEndpointParams[N] & OpsEndpointQuery[N] & OpsEndpointBody[N] };

/** The query fields with a schema default, of the endpoints that have any: always set in a validated request. */
export interface OpsEndpointQueryDefaults {
  getOpsSectionStats: "hours" | "limit" | "offset";
  listOpsAudienceValues: "q";
  listOpsAuditEntries: "page" | "pageSize";
  listOpsFailureReports: "hours";
  listOpsItemOptions: "q";
  listOpsItems: "sort" | "page" | "page_size";
  listOpsLayoutFailures: "hours";
  listOpsMedia: "page" | "pageSize";
  listOpsMeetingApplications: "format";
  listOpsModerationTexts: "kind" | "state" | "q" | "page" | "pageSize";
  listOpsSensitiveWords: "q" | "page" | "pageSize";
  listOpsStudyGroupApplications: "state" | "page" | "pageSize";
}

/** The body fields with a schema default, of the endpoints that have any: always set in a validated request. */
export interface OpsEndpointBodyDefaults {}

export interface OpsEndpointParams {
  cancelOpsSchedule: CancelOpsScheduleParams;
  changeOpsOwnPassword: unknown;
  countOpsAudience: unknown;
  createOpsAudience: unknown;
  createOpsBanner: unknown;
  createOpsChannel: unknown;
  createOpsHotWord: unknown;
  createOpsItem: CreateOpsItemParams;
  createOpsItemCategory: unknown;
  createOpsItemImport: CreateOpsItemImportParams;
  createOpsItemPreview: CreateOpsItemPreviewParams;
  createOpsLandingPage: unknown;
  createOpsLayoutCopy: CreateOpsLayoutCopyParams;
  createOpsLiveStreamAddresses: CreateOpsLiveStreamAddressesParams;
  createOpsMedia: unknown;
  createOpsMessage: unknown;
  createOpsOperator: unknown;
  createOpsRecommendModule: unknown;
  createOpsReview: unknown;
  createOpsReviewDecision: CreateOpsReviewDecisionParams;
  createOpsSchedule: unknown;
  createOpsScreenAdvert: unknown;
  createOpsSearchSynonym: unknown;
  createOpsSession: unknown;
  createOpsShortcut: unknown;
  createOpsUpload: unknown;
  cropOpsMedia: CropOpsMediaParams;
  decideOpsStudyGroupApplication: unknown;
  deleteOpsAudience: DeleteOpsAudienceParams;
  deleteOpsBanner: DeleteOpsBannerParams;
  deleteOpsChannel: DeleteOpsChannelParams;
  deleteOpsHotWord: DeleteOpsHotWordParams;
  deleteOpsLayoutPresence: DeleteOpsLayoutPresenceParams;
  deleteOpsMedia: DeleteOpsMediaParams;
  deleteOpsMessage: DeleteOpsMessageParams;
  deleteOpsRecommendModule: DeleteOpsRecommendModuleParams;
  deleteOpsScreenAdvert: DeleteOpsScreenAdvertParams;
  deleteOpsSearchSynonym: DeleteOpsSearchSynonymParams;
  deleteOpsSensitiveWord: unknown;
  deleteOpsSession: unknown;
  deleteOpsShortcut: DeleteOpsShortcutParams;
  discardOpsBannersDraft: unknown;
  discardOpsChannelsDraft: unknown;
  discardOpsHotWordsDraft: unknown;
  discardOpsItemDraft: DiscardOpsItemDraftParams;
  discardOpsMessagesDraft: unknown;
  discardOpsRecommendModulesDraft: unknown;
  discardOpsScreenAdvertsDraft: unknown;
  discardOpsShortcutsDraft: unknown;
  getOpsBannersDraft: unknown;
  getOpsCatalogue: unknown;
  getOpsChannelsDraft: unknown;
  getOpsCurrentOperator: unknown;
  getOpsHotWordsDraft: unknown;
  getOpsItem: GetOpsItemParams;
  getOpsLayout: GetOpsLayoutParams;
  getOpsLayoutDiff: GetOpsLayoutDiffParams;
  getOpsLayoutRevision: GetOpsLayoutRevisionParams;
  getOpsMedia: GetOpsMediaParams;
  getOpsMessagesDraft: unknown;
  getOpsRecommendModulesDraft: unknown;
  getOpsScreenAdvertsDraft: unknown;
  getOpsSectionStats: GetOpsSectionStatsParams;
  getOpsShortcutsDraft: unknown;
  listOpsAudienceValues: unknown;
  listOpsAudiences: unknown;
  listOpsAuditEntries: unknown;
  listOpsBannerRevisions: unknown;
  listOpsBanners: unknown;
  listOpsChannelRevisions: unknown;
  listOpsChannels: unknown;
  listOpsContentDrafts: unknown;
  listOpsFailureReports: unknown;
  listOpsFailureSpikes: unknown;
  listOpsHotWordRevisions: unknown;
  listOpsHotWords: unknown;
  listOpsItemInboundLinks: ListOpsItemInboundLinksParams;
  listOpsItemOptions: unknown;
  listOpsItemVersions: ListOpsItemVersionsParams;
  listOpsItems: ListOpsItemsParams;
  listOpsLayoutExperiments: ListOpsLayoutExperimentsParams;
  listOpsLayoutFailures: ListOpsLayoutFailuresParams;
  listOpsLayoutRevisions: ListOpsLayoutRevisionsParams;
  listOpsLayouts: unknown;
  listOpsMedia: unknown;
  listOpsMeetingApplications: ListOpsMeetingApplicationsParams;
  listOpsMessageRevisions: unknown;
  listOpsMessages: unknown;
  listOpsModerationTexts: unknown;
  listOpsOperators: unknown;
  listOpsRecommendModuleRevisions: unknown;
  listOpsRecommendModules: unknown;
  listOpsReviews: unknown;
  listOpsSchedules: unknown;
  listOpsScreenAdvertRevisions: unknown;
  listOpsScreenAdverts: unknown;
  listOpsSearchSynonyms: unknown;
  listOpsSensitiveWords: unknown;
  listOpsShortcutRevisions: unknown;
  listOpsShortcuts: unknown;
  listOpsSignInFailures: unknown;
  listOpsStoredLayoutProblems: unknown;
  listOpsStudyGroupApplications: unknown;
  listOpsStudyGroups: unknown;
  listOpsWatchPasswordCooldowns: unknown;
  listOpsWidgets: unknown;
  moderateOpsText: unknown;
  moveOpsItems: MoveOpsItemsParams;
  moveOpsSchedule: MoveOpsScheduleParams;
  orderOpsBanners: unknown;
  orderOpsChannels: unknown;
  orderOpsHotWords: unknown;
  orderOpsMessages: unknown;
  orderOpsRecommendModules: unknown;
  orderOpsScreenAdverts: unknown;
  orderOpsShortcuts: unknown;
  previewOpsAudience: unknown;
  previewOpsLayout: PreviewOpsLayoutParams;
  publishOpsBanners: unknown;
  publishOpsChannels: unknown;
  publishOpsHotWords: unknown;
  publishOpsItem: PublishOpsItemParams;
  publishOpsItems: PublishOpsItemsParams;
  publishOpsLayout: PublishOpsLayoutParams;
  publishOpsMessages: unknown;
  publishOpsRecommendModules: unknown;
  publishOpsScreenAdverts: unknown;
  publishOpsShortcuts: unknown;
  recordOpsLayoutPresence: RecordOpsLayoutPresenceParams;
  resetOpsOperatorPassword: ResetOpsOperatorPasswordParams;
  resetOpsWatchPasswordCooldown: unknown;
  rollbackOpsBanners: unknown;
  rollbackOpsChannels: unknown;
  rollbackOpsHotWords: unknown;
  rollbackOpsItem: RollbackOpsItemParams;
  rollbackOpsLayout: RollbackOpsLayoutParams;
  rollbackOpsMessages: unknown;
  rollbackOpsRecommendModules: unknown;
  rollbackOpsScreenAdverts: unknown;
  rollbackOpsShortcuts: unknown;
  saveOpsItem: SaveOpsItemParams;
  saveOpsLayoutDraft: SaveOpsLayoutDraftParams;
  saveOpsSensitiveWord: unknown;
  saveOpsStudyGroupSettings: unknown;
  setOpsItemOffline: SetOpsItemOfflineParams;
  setOpsItemsOffline: SetOpsItemsOfflineParams;
  setOpsMediaFile: SetOpsMediaFileParams;
  setOpsMediaPoster: SetOpsMediaPosterParams;
  setOpsNodeVisibility: SetOpsNodeVisibilityParams;
  setOpsUserMute: unknown;
  startOpsExperiment: StartOpsExperimentParams;
  stopOpsExperiment: StopOpsExperimentParams;
  updateOpsAudience: UpdateOpsAudienceParams;
  updateOpsBanner: UpdateOpsBannerParams;
  updateOpsChannel: UpdateOpsChannelParams;
  updateOpsExperimentSplit: UpdateOpsExperimentSplitParams;
  updateOpsHotWord: UpdateOpsHotWordParams;
  updateOpsMessage: UpdateOpsMessageParams;
  updateOpsOperator: UpdateOpsOperatorParams;
  updateOpsRecommendModule: UpdateOpsRecommendModuleParams;
  updateOpsScreenAdvert: UpdateOpsScreenAdvertParams;
  updateOpsShortcut: UpdateOpsShortcutParams;
  validateOpsLayout: ValidateOpsLayoutParams;
}

export interface CancelOpsScheduleParams {
  id: number;
}

export interface CreateOpsItemParams {
  kind: OpsItemKind;
}

export interface CreateOpsItemImportParams {
  kind: OpsItemKind;
}

export interface CreateOpsItemPreviewParams {
  kind: OpsItemKind;
  id: number;
}

export interface CreateOpsLayoutCopyParams {
  id: string;
}

export interface CreateOpsLiveStreamAddressesParams {
  id: number;
}

export interface CreateOpsReviewDecisionParams {
  id: number;
}

export interface CropOpsMediaParams {
  id: number;
}

export interface DeleteOpsAudienceParams {
  id: number;
}

export interface DeleteOpsBannerParams {
  id: number;
}

export interface DeleteOpsChannelParams {
  id: number;
}

export interface DeleteOpsHotWordParams {
  id: number;
}

export interface DeleteOpsLayoutPresenceParams {
  id: string;
}

export interface DeleteOpsMediaParams {
  id: number;
}

export interface DeleteOpsMessageParams {
  id: number;
}

export interface DeleteOpsRecommendModuleParams {
  id: number;
}

export interface DeleteOpsScreenAdvertParams {
  id: number;
}

export interface DeleteOpsSearchSynonymParams {
  id: number;
}

export interface DeleteOpsShortcutParams {
  id: number;
}

export interface DiscardOpsItemDraftParams {
  kind: OpsItemKind;
  id: number;
}

export interface GetOpsItemParams {
  kind: OpsItemKind;
  id: number;
}

export interface GetOpsLayoutParams {
  id: string;
}

export interface GetOpsLayoutDiffParams {
  id: string;
}

export interface GetOpsLayoutRevisionParams {
  id: string;
  revision: number;
}

export interface GetOpsMediaParams {
  id: number;
}

export interface GetOpsSectionStatsParams {
  id: string;
}

export interface ListOpsItemInboundLinksParams {
  kind: OpsItemKind;
  id: number;
}

export interface ListOpsItemVersionsParams {
  kind: OpsItemKind;
  id: number;
}

export interface ListOpsItemsParams {
  kind: OpsItemKind;
}

export interface ListOpsLayoutExperimentsParams {
  id: string;
}

export interface ListOpsLayoutFailuresParams {
  id: string;
}

export interface ListOpsLayoutRevisionsParams {
  id: string;
}

export interface ListOpsMeetingApplicationsParams {
  id: number;
}

export interface MoveOpsItemsParams {
  kind: OpsItemKind;
}

export interface MoveOpsScheduleParams {
  id: number;
}

export interface PreviewOpsLayoutParams {
  id: string;
}

export interface PublishOpsItemParams {
  kind: OpsItemKind;
  id: number;
}

export interface PublishOpsItemsParams {
  kind: OpsItemKind;
}

export interface PublishOpsLayoutParams {
  id: string;
}

export interface RecordOpsLayoutPresenceParams {
  id: string;
}

export interface ResetOpsOperatorPasswordParams {
  id: number;
}

export interface RollbackOpsItemParams {
  kind: OpsItemKind;
  id: number;
  version: number;
}

export interface RollbackOpsLayoutParams {
  id: string;
}

export interface SaveOpsItemParams {
  kind: OpsItemKind;
  id: number;
}

export interface SaveOpsLayoutDraftParams {
  id: string;
}

export interface SetOpsItemOfflineParams {
  kind: OpsItemKind;
  id: number;
}

export interface SetOpsItemsOfflineParams {
  kind: OpsItemKind;
}

export interface SetOpsMediaFileParams {
  id: number;
}

export interface SetOpsMediaPosterParams {
  id: number;
}

export interface SetOpsNodeVisibilityParams {
  id: string;
  node: string;
}

export interface StartOpsExperimentParams {
  id: string;
}

export interface StopOpsExperimentParams {
  eid: number;
}

export interface UpdateOpsAudienceParams {
  id: number;
}

export interface UpdateOpsBannerParams {
  id: number;
}

export interface UpdateOpsChannelParams {
  id: number;
}

export interface UpdateOpsExperimentSplitParams {
  eid: number;
}

export interface UpdateOpsHotWordParams {
  id: number;
}

export interface UpdateOpsMessageParams {
  id: number;
}

export interface UpdateOpsOperatorParams {
  id: number;
}

export interface UpdateOpsRecommendModuleParams {
  id: number;
}

export interface UpdateOpsScreenAdvertParams {
  id: number;
}

export interface UpdateOpsShortcutParams {
  id: number;
}

export interface ValidateOpsLayoutParams {
  id: string;
}

export interface OpsEndpointQuery {
  cancelOpsSchedule: unknown;
  changeOpsOwnPassword: unknown;
  countOpsAudience: unknown;
  createOpsAudience: unknown;
  createOpsBanner: unknown;
  createOpsChannel: unknown;
  createOpsHotWord: unknown;
  createOpsItem: unknown;
  createOpsItemCategory: unknown;
  createOpsItemImport: unknown;
  createOpsItemPreview: unknown;
  createOpsLandingPage: unknown;
  createOpsLayoutCopy: unknown;
  createOpsLiveStreamAddresses: unknown;
  createOpsMedia: unknown;
  createOpsMessage: unknown;
  createOpsOperator: unknown;
  createOpsRecommendModule: unknown;
  createOpsReview: unknown;
  createOpsReviewDecision: unknown;
  createOpsSchedule: unknown;
  createOpsScreenAdvert: unknown;
  createOpsSearchSynonym: unknown;
  createOpsSession: unknown;
  createOpsShortcut: unknown;
  createOpsUpload: unknown;
  cropOpsMedia: unknown;
  decideOpsStudyGroupApplication: unknown;
  deleteOpsAudience: unknown;
  deleteOpsBanner: unknown;
  deleteOpsChannel: unknown;
  deleteOpsHotWord: unknown;
  deleteOpsLayoutPresence: unknown;
  deleteOpsMedia: unknown;
  deleteOpsMessage: unknown;
  deleteOpsRecommendModule: unknown;
  deleteOpsScreenAdvert: unknown;
  deleteOpsSearchSynonym: unknown;
  deleteOpsSensitiveWord: unknown;
  deleteOpsSession: unknown;
  deleteOpsShortcut: unknown;
  discardOpsBannersDraft: unknown;
  discardOpsChannelsDraft: unknown;
  discardOpsHotWordsDraft: unknown;
  discardOpsItemDraft: unknown;
  discardOpsMessagesDraft: unknown;
  discardOpsRecommendModulesDraft: unknown;
  discardOpsScreenAdvertsDraft: unknown;
  discardOpsShortcutsDraft: unknown;
  getOpsBannersDraft: unknown;
  getOpsCatalogue: unknown;
  getOpsChannelsDraft: unknown;
  getOpsCurrentOperator: unknown;
  getOpsHotWordsDraft: unknown;
  getOpsItem: unknown;
  getOpsLayout: unknown;
  getOpsLayoutDiff: GetOpsLayoutDiffQuery;
  getOpsLayoutRevision: unknown;
  getOpsMedia: unknown;
  getOpsMessagesDraft: unknown;
  getOpsRecommendModulesDraft: unknown;
  getOpsScreenAdvertsDraft: unknown;
  getOpsSectionStats: GetOpsSectionStatsQuery;
  getOpsShortcutsDraft: unknown;
  listOpsAudienceValues: ListOpsAudienceValuesQuery;
  listOpsAudiences: unknown;
  listOpsAuditEntries: ListOpsAuditEntriesQuery;
  listOpsBannerRevisions: unknown;
  listOpsBanners: unknown;
  listOpsChannelRevisions: unknown;
  listOpsChannels: unknown;
  listOpsContentDrafts: unknown;
  listOpsFailureReports: ListOpsFailureReportsQuery;
  listOpsFailureSpikes: unknown;
  listOpsHotWordRevisions: unknown;
  listOpsHotWords: unknown;
  listOpsItemInboundLinks: unknown;
  listOpsItemOptions: ListOpsItemOptionsQuery;
  listOpsItemVersions: unknown;
  listOpsItems: ListOpsItemsQuery;
  listOpsLayoutExperiments: unknown;
  listOpsLayoutFailures: ListOpsLayoutFailuresQuery;
  listOpsLayoutRevisions: unknown;
  listOpsLayouts: unknown;
  listOpsMedia: ListOpsMediaQuery;
  listOpsMeetingApplications: ListOpsMeetingApplicationsQuery;
  listOpsMessageRevisions: unknown;
  listOpsMessages: unknown;
  listOpsModerationTexts: ListOpsModerationTextsQuery;
  listOpsOperators: unknown;
  listOpsRecommendModuleRevisions: unknown;
  listOpsRecommendModules: unknown;
  listOpsReviews: ListOpsReviewsQuery;
  listOpsSchedules: unknown;
  listOpsScreenAdvertRevisions: unknown;
  listOpsScreenAdverts: unknown;
  listOpsSearchSynonyms: unknown;
  listOpsSensitiveWords: ListOpsSensitiveWordsQuery;
  listOpsShortcutRevisions: unknown;
  listOpsShortcuts: unknown;
  listOpsSignInFailures: unknown;
  listOpsStoredLayoutProblems: unknown;
  listOpsStudyGroupApplications: ListOpsStudyGroupApplicationsQuery;
  listOpsStudyGroups: unknown;
  listOpsWatchPasswordCooldowns: unknown;
  listOpsWidgets: unknown;
  moderateOpsText: unknown;
  moveOpsItems: unknown;
  moveOpsSchedule: unknown;
  orderOpsBanners: unknown;
  orderOpsChannels: unknown;
  orderOpsHotWords: unknown;
  orderOpsMessages: unknown;
  orderOpsRecommendModules: unknown;
  orderOpsScreenAdverts: unknown;
  orderOpsShortcuts: unknown;
  previewOpsAudience: unknown;
  previewOpsLayout: unknown;
  publishOpsBanners: unknown;
  publishOpsChannels: unknown;
  publishOpsHotWords: unknown;
  publishOpsItem: unknown;
  publishOpsItems: unknown;
  publishOpsLayout: unknown;
  publishOpsMessages: unknown;
  publishOpsRecommendModules: unknown;
  publishOpsScreenAdverts: unknown;
  publishOpsShortcuts: unknown;
  recordOpsLayoutPresence: unknown;
  resetOpsOperatorPassword: unknown;
  resetOpsWatchPasswordCooldown: unknown;
  rollbackOpsBanners: unknown;
  rollbackOpsChannels: unknown;
  rollbackOpsHotWords: unknown;
  rollbackOpsItem: unknown;
  rollbackOpsLayout: unknown;
  rollbackOpsMessages: unknown;
  rollbackOpsRecommendModules: unknown;
  rollbackOpsScreenAdverts: unknown;
  rollbackOpsShortcuts: unknown;
  saveOpsItem: unknown;
  saveOpsLayoutDraft: unknown;
  saveOpsSensitiveWord: unknown;
  saveOpsStudyGroupSettings: unknown;
  setOpsItemOffline: unknown;
  setOpsItemsOffline: unknown;
  setOpsMediaFile: unknown;
  setOpsMediaPoster: unknown;
  setOpsNodeVisibility: unknown;
  setOpsUserMute: unknown;
  startOpsExperiment: unknown;
  stopOpsExperiment: unknown;
  updateOpsAudience: unknown;
  updateOpsBanner: unknown;
  updateOpsChannel: unknown;
  updateOpsExperimentSplit: unknown;
  updateOpsHotWord: unknown;
  updateOpsMessage: unknown;
  updateOpsOperator: unknown;
  updateOpsRecommendModule: unknown;
  updateOpsScreenAdvert: unknown;
  updateOpsShortcut: unknown;
  validateOpsLayout: unknown;
}

export interface GetOpsLayoutDiffQuery {
  from: number;
  to: number;
}

export interface GetOpsSectionStatsQuery {
  /**
   * Hours back to count. At most 90 days: hourly rows per section stay a small read.
   */
  hours?: number;
  /**
   * Sections per page, most exposed first: the answer stays small however many nodes have numbers.
   */
  limit?: number;
  offset?: number;
}

export interface ListOpsAudienceValuesQuery {
  fact: "province" | "city" | "hospital_grade" | "department" | "major" | "position" | "interest";
  q?: string;
}

export interface ListOpsAuditEntriesQuery {
  page?: number;
  pageSize?: number;
  /**
   * Only entries about this object, e.g. layout:channel-home.3 (a page).
   */
  target?: string;
  /**
   * Only entries by this operator (their name).
   */
  operator?: string;
  /**
   * Only entries of this action code, e.g. layout.publish.
   */
  action?: string;
  /**
   * Only entries from this day on (server time zone UTC+8, the operators' day).
   */
  from?: string;
  /**
   * Only entries up to and including this day.
   */
  to?: string;
}

export interface ListOpsFailureReportsQuery {
  hours?: number;
}

export interface ListOpsItemOptionsQuery {
  /**
   * What to pick: published content of a kind, a medical column, an article category, a case category (the case list's tabs), a person (lecturers; titled "name · hospital" so namesakes differ), a course category (课程, 临床好课 and 科研好课 tabs), a short-video category or a download category.
   */
  of:
    | "article"
    | "case"
    | "medical-column"
    | "category"
    | "case-category"
    | "course"
    | "short-video"
    | "person"
    | "course-category"
    | "short-video-category"
    | "live"
    | "download"
    | "activity"
    | "download-category"
    | "meeting"
    | "topic";
  q?: string;
}

export interface ListOpsItemsQuery {
  /**
   * Words of the title (Chinese is matched as the app's search does).
   */
  q?: string;
  state?: OpsItemState;
  column_id?: number;
  author?: string;
  from?: string;
  to?: string;
  sort?: "updated" | "published" | "title";
  page?: number;
  page_size?: number;
}

export interface ListOpsLayoutFailuresQuery {
  hours?: number;
}

export interface ListOpsMediaQuery {
  /**
   * Part of the file name.
   */
  q?: string;
  kind?: "image" | "video" | "document";
  uploader?: string;
  /**
   * First upload day, YYYY-MM-DD.
   */
  from?: string;
  /**
   * Last upload day, YYYY-MM-DD.
   */
  to?: string;
  page?: number;
  pageSize?: number;
}

export interface ListOpsMeetingApplicationsQuery {
  format?: "json" | "csv" | "xlsx";
}

export interface ListOpsModerationTextsQuery {
  kind?: "all" | "comment" | "chat";
  state?: "all" | "visible" | "held" | "hidden" | "deleted" | "reported";
  q?: string;
  user_id?: number;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

export interface ListOpsReviewsQuery {
  target_type?: OpsReviewTargetType;
  target?: string;
}

export interface ListOpsSensitiveWordsQuery {
  q?: string;
  page?: number;
  pageSize?: number;
}

export interface ListOpsStudyGroupApplicationsQuery {
  state?: "all" | "pending" | "approved" | "declined";
  group_id?: number;
  page?: number;
  pageSize?: number;
}

export interface OpsEndpointBody {
  cancelOpsSchedule: unknown;
  changeOpsOwnPassword: OpsOwnPassword;
  countOpsAudience: CountOpsAudienceBody;
  createOpsAudience: OpsAudienceInput;
  createOpsBanner: OpsBannerInput;
  createOpsChannel: OpsChannelInput;
  createOpsHotWord: OpsHotWordInput;
  createOpsItem: OpsItemInput;
  createOpsItemCategory: OpsItemCategoryInput;
  createOpsItemImport: OpsItemImportInput;
  createOpsItemPreview: unknown;
  createOpsLandingPage: OpsLandingPageNew;
  createOpsLayoutCopy: OpsLayoutCopy;
  createOpsLiveStreamAddresses: unknown;
  createOpsMedia: CreateOpsMediaBody;
  createOpsMessage: OpsMessageInput;
  createOpsOperator: OpsOperatorInput;
  createOpsRecommendModule: OpsRecommendModuleInput;
  createOpsReview: OpsReviewInput;
  createOpsReviewDecision: OpsReviewDecision;
  createOpsSchedule: OpsScheduleInput;
  createOpsScreenAdvert: OpsScreenAdvertInput;
  createOpsSearchSynonym: OpsSearchSynonymInput;
  createOpsSession: OpsLogin;
  createOpsShortcut: OpsShortcutInput;
  createOpsUpload: CreateOpsUploadBody;
  cropOpsMedia: CropOpsMediaBody;
  decideOpsStudyGroupApplication: DecideOpsStudyGroupApplicationBody;
  deleteOpsAudience: unknown;
  deleteOpsBanner: unknown;
  deleteOpsChannel: unknown;
  deleteOpsHotWord: unknown;
  deleteOpsLayoutPresence: unknown;
  deleteOpsMedia: unknown;
  deleteOpsMessage: unknown;
  deleteOpsRecommendModule: unknown;
  deleteOpsScreenAdvert: unknown;
  deleteOpsSearchSynonym: unknown;
  deleteOpsSensitiveWord: DeleteOpsSensitiveWordBody;
  deleteOpsSession: unknown;
  deleteOpsShortcut: unknown;
  discardOpsBannersDraft: unknown;
  discardOpsChannelsDraft: unknown;
  discardOpsHotWordsDraft: unknown;
  discardOpsItemDraft: unknown;
  discardOpsMessagesDraft: unknown;
  discardOpsRecommendModulesDraft: unknown;
  discardOpsScreenAdvertsDraft: unknown;
  discardOpsShortcutsDraft: unknown;
  getOpsBannersDraft: unknown;
  getOpsCatalogue: unknown;
  getOpsChannelsDraft: unknown;
  getOpsCurrentOperator: unknown;
  getOpsHotWordsDraft: unknown;
  getOpsItem: unknown;
  getOpsLayout: unknown;
  getOpsLayoutDiff: unknown;
  getOpsLayoutRevision: unknown;
  getOpsMedia: unknown;
  getOpsMessagesDraft: unknown;
  getOpsRecommendModulesDraft: unknown;
  getOpsScreenAdvertsDraft: unknown;
  getOpsSectionStats: unknown;
  getOpsShortcutsDraft: unknown;
  listOpsAudienceValues: unknown;
  listOpsAudiences: unknown;
  listOpsAuditEntries: unknown;
  listOpsBannerRevisions: unknown;
  listOpsBanners: unknown;
  listOpsChannelRevisions: unknown;
  listOpsChannels: unknown;
  listOpsContentDrafts: unknown;
  listOpsFailureReports: unknown;
  listOpsFailureSpikes: unknown;
  listOpsHotWordRevisions: unknown;
  listOpsHotWords: unknown;
  listOpsItemInboundLinks: unknown;
  listOpsItemOptions: unknown;
  listOpsItemVersions: unknown;
  listOpsItems: unknown;
  listOpsLayoutExperiments: unknown;
  listOpsLayoutFailures: unknown;
  listOpsLayoutRevisions: unknown;
  listOpsLayouts: unknown;
  listOpsMedia: unknown;
  listOpsMeetingApplications: unknown;
  listOpsMessageRevisions: unknown;
  listOpsMessages: unknown;
  listOpsModerationTexts: unknown;
  listOpsOperators: unknown;
  listOpsRecommendModuleRevisions: unknown;
  listOpsRecommendModules: unknown;
  listOpsReviews: unknown;
  listOpsSchedules: unknown;
  listOpsScreenAdvertRevisions: unknown;
  listOpsScreenAdverts: unknown;
  listOpsSearchSynonyms: unknown;
  listOpsSensitiveWords: unknown;
  listOpsShortcutRevisions: unknown;
  listOpsShortcuts: unknown;
  listOpsSignInFailures: unknown;
  listOpsStoredLayoutProblems: unknown;
  listOpsStudyGroupApplications: unknown;
  listOpsStudyGroups: unknown;
  listOpsWatchPasswordCooldowns: unknown;
  listOpsWidgets: unknown;
  moderateOpsText: OpsModerationActionInput;
  moveOpsItems: OpsItemIds;
  moveOpsSchedule: OpsScheduleMove;
  orderOpsBanners: OpsOrder;
  orderOpsChannels: OpsOrder;
  orderOpsHotWords: OpsOrder;
  orderOpsMessages: OpsOrder;
  orderOpsRecommendModules: OpsOrder;
  orderOpsScreenAdverts: OpsOrder;
  orderOpsShortcuts: OpsOrder;
  previewOpsAudience: OpsAudiencePreviewInput;
  previewOpsLayout: unknown;
  publishOpsBanners: unknown;
  publishOpsChannels: unknown;
  publishOpsHotWords: unknown;
  publishOpsItem: unknown;
  publishOpsItems: OpsItemIds;
  publishOpsLayout: OpsRevisionRef;
  publishOpsMessages: unknown;
  publishOpsRecommendModules: unknown;
  publishOpsScreenAdverts: unknown;
  publishOpsShortcuts: unknown;
  recordOpsLayoutPresence: unknown;
  resetOpsOperatorPassword: OpsPasswordReset;
  resetOpsWatchPasswordCooldown: OpsWatchPasswordResetInput;
  rollbackOpsBanners: RollbackOpsBannersBody;
  rollbackOpsChannels: RollbackOpsChannelsBody;
  rollbackOpsHotWords: RollbackOpsHotWordsBody;
  rollbackOpsItem: unknown;
  rollbackOpsLayout: OpsRevisionRef;
  rollbackOpsMessages: RollbackOpsMessagesBody;
  rollbackOpsRecommendModules: RollbackOpsRecommendModulesBody;
  rollbackOpsScreenAdverts: RollbackOpsScreenAdvertsBody;
  rollbackOpsShortcuts: RollbackOpsShortcutsBody;
  saveOpsItem: OpsItemInput;
  saveOpsLayoutDraft: OpsLayoutDraft;
  saveOpsSensitiveWord: OpsSensitiveWordInput;
  saveOpsStudyGroupSettings: SaveOpsStudyGroupSettingsBody;
  setOpsItemOffline: unknown;
  setOpsItemsOffline: OpsItemIds;
  setOpsMediaFile: SetOpsMediaFileBody;
  setOpsMediaPoster: SetOpsMediaPosterBody;
  setOpsNodeVisibility: OpsNodeVisibility;
  setOpsUserMute: OpsUserMuteInput;
  startOpsExperiment: OpsExperimentStart;
  stopOpsExperiment: OpsExperimentStop;
  updateOpsAudience: OpsAudienceInput;
  updateOpsBanner: OpsBannerInput;
  updateOpsChannel: OpsChannelInput;
  updateOpsExperimentSplit: OpsExperimentSplit;
  updateOpsHotWord: OpsHotWordInput;
  updateOpsMessage: OpsMessageInput;
  updateOpsOperator: OpsOperatorChange;
  updateOpsRecommendModule: OpsRecommendModuleInput;
  updateOpsScreenAdvert: OpsScreenAdvertInput;
  updateOpsShortcut: OpsShortcutInput;
  validateOpsLayout: OpsLayoutCheck;
}

export interface CountOpsAudienceBody {
  rule: AudienceRule;
}

export interface CreateOpsMediaBody {
  /**
   * The image or PDF file; its name is shown in the library.
   */
  file: Blob;
}

export interface CreateOpsUploadBody {
  /**
   * The image file.
   */
  file: Blob;
}

export interface CropOpsMediaBody {
  /**
   * Left edge of the region, pixels from the original's left.
   */
  x: number;
  /**
   * Top edge of the region, pixels from the original's top.
   */
  y: number;
  width: number;
  height: number;
  focus?: OpsMediaFocus;
  /**
   * The aspect the region was drawn at (16:9), named in the new image's name; without it the name says the region's size.
   */
  aspect?: string;
}

export interface DecideOpsStudyGroupApplicationBody {
  id: number;
  action: "approve" | "decline";
}

export interface DeleteOpsSensitiveWordBody {
  id: number;
}

export interface RollbackOpsBannersBody {
  revision: number;
}

export interface RollbackOpsChannelsBody {
  revision: number;
}

export interface RollbackOpsHotWordsBody {
  revision: number;
}

export interface RollbackOpsMessagesBody {
  revision: number;
}

export interface RollbackOpsRecommendModulesBody {
  revision: number;
}

export interface RollbackOpsScreenAdvertsBody {
  revision: number;
}

export interface RollbackOpsShortcutsBody {
  revision: number;
}

export interface SaveOpsStudyGroupSettingsBody {
  group_id: number;
  /**
   * The leader's phone number (a registered doctor); '' for no leader.
   */
  leader_mobile: string;
  /**
   * HTML for members only; sanitised on save.
   */
  member_content: string;
}

export interface SetOpsMediaFileBody {
  /**
   * The new image or PDF; the item keeps its name.
   */
  file: Blob;
}

export interface SetOpsMediaPosterBody {
  /**
   * Seconds from the start.
   */
  second: number;
}

export interface OpsEndpointResults {
  cancelOpsSchedule: OpsSchedule;
  changeOpsOwnPassword: ChangeOpsOwnPasswordResult;
  countOpsAudience: OpsAudienceCount;
  createOpsAudience: OpsAudience;
  createOpsBanner: OpsBanner;
  createOpsChannel: OpsChannel;
  createOpsHotWord: OpsHotWord;
  createOpsItem: OpsItem;
  createOpsItemCategory: OpsItemOption;
  createOpsItemImport: OpsItemImportReport;
  createOpsItemPreview: OpsItemPreview;
  createOpsLandingPage: OpsLayoutCreated;
  createOpsLayoutCopy: OpsLayoutCreated;
  createOpsLiveStreamAddresses: OpsLiveStream;
  createOpsMedia: OpsMediaAsset;
  createOpsMessage: OpsMessage;
  createOpsOperator: OpsOperatorAccount;
  createOpsRecommendModule: OpsRecommendModule;
  createOpsReview: OpsReview;
  createOpsReviewDecision: OpsReview;
  createOpsSchedule: OpsSchedule;
  createOpsScreenAdvert: OpsScreenAdvert;
  createOpsSearchSynonym: OpsSearchSynonym;
  createOpsSession: OpsOperator;
  createOpsShortcut: OpsShortcut;
  createOpsUpload: OpsUpload;
  cropOpsMedia: OpsMediaAsset;
  decideOpsStudyGroupApplication: OpsStudyGroupApplication;
  deleteOpsAudience: OpsAudience;
  deleteOpsBanner: OpsContentDeleted;
  deleteOpsChannel: OpsContentDeleted;
  deleteOpsHotWord: OpsContentDeleted;
  deleteOpsLayoutPresence: OpsPresence;
  deleteOpsMedia: OpsMediaDeleted;
  deleteOpsMessage: OpsContentDeleted;
  deleteOpsRecommendModule: OpsContentDeleted;
  deleteOpsScreenAdvert: OpsContentDeleted;
  deleteOpsSearchSynonym: OpsContentDeleted;
  deleteOpsSensitiveWord: DeleteOpsSensitiveWordResult;
  deleteOpsSession: DeleteOpsSessionResult;
  deleteOpsShortcut: OpsContentDeleted;
  discardOpsBannersDraft: OpsContentDraft;
  discardOpsChannelsDraft: OpsContentDraft;
  discardOpsHotWordsDraft: OpsContentDraft;
  discardOpsItemDraft: OpsItem;
  discardOpsMessagesDraft: OpsContentDraft;
  discardOpsRecommendModulesDraft: OpsContentDraft;
  discardOpsScreenAdvertsDraft: OpsContentDraft;
  discardOpsShortcutsDraft: OpsContentDraft;
  getOpsBannersDraft: OpsContentDraft;
  getOpsCatalogue: OpsCatalogue;
  getOpsChannelsDraft: OpsContentDraft;
  getOpsCurrentOperator: OpsOperator;
  getOpsHotWordsDraft: OpsContentDraft;
  getOpsItem: OpsItem;
  getOpsLayout: OpsLayoutForEditing;
  getOpsLayoutDiff: OpsLayoutDiff;
  getOpsLayoutRevision: OpsRevisionDocument;
  getOpsMedia: OpsMediaAsset;
  getOpsMessagesDraft: OpsContentDraft;
  getOpsRecommendModulesDraft: OpsContentDraft;
  getOpsScreenAdvertsDraft: OpsContentDraft;
  getOpsSectionStats: OpsSectionStats;
  getOpsShortcutsDraft: OpsContentDraft;
  listOpsAudienceValues: OpsAudienceValues;
  listOpsAudiences: ListOpsAudiencesResult;
  listOpsAuditEntries: OpsAuditPage;
  listOpsBannerRevisions: OpsContentRevisions;
  listOpsBanners: ListOpsBannersResult;
  listOpsChannelRevisions: OpsContentRevisions;
  listOpsChannels: ListOpsChannelsResult;
  listOpsContentDrafts: OpsContentDrafts;
  listOpsFailureReports: OpsFailureLayouts;
  listOpsFailureSpikes: OpsFailureSpikes;
  listOpsHotWordRevisions: OpsContentRevisions;
  listOpsHotWords: ListOpsHotWordsResult;
  listOpsItemInboundLinks: OpsInboundLinks;
  listOpsItemOptions: OpsItemOptions;
  listOpsItemVersions: OpsItemVersions;
  listOpsItems: OpsItemPage;
  listOpsLayoutExperiments: OpsExperimentList;
  listOpsLayoutFailures: OpsFailureReports;
  listOpsLayoutRevisions: OpsRevisionList;
  listOpsLayouts: OpsLayoutList;
  listOpsMedia: OpsMediaPage;
  listOpsMeetingApplications: OpsMeetingApplications;
  listOpsMessageRevisions: OpsContentRevisions;
  listOpsMessages: ListOpsMessagesResult;
  listOpsModerationTexts: OpsModerationTextPage;
  listOpsOperators: OpsOperatorAccounts;
  listOpsRecommendModuleRevisions: OpsContentRevisions;
  listOpsRecommendModules: ListOpsRecommendModulesResult;
  listOpsReviews: OpsReviewList;
  listOpsSchedules: OpsSchedules;
  listOpsScreenAdvertRevisions: OpsContentRevisions;
  listOpsScreenAdverts: ListOpsScreenAdvertsResult;
  listOpsSearchSynonyms: ListOpsSearchSynonymsResult;
  listOpsSensitiveWords: OpsSensitiveWordPage;
  listOpsShortcutRevisions: OpsContentRevisions;
  listOpsShortcuts: ListOpsShortcutsResult;
  listOpsSignInFailures: OpsSignInFailures;
  listOpsStoredLayoutProblems: OpsStoredLayoutProblems;
  listOpsStudyGroupApplications: OpsStudyGroupApplicationPage;
  listOpsStudyGroups: ListOpsStudyGroupsResult;
  listOpsWatchPasswordCooldowns: OpsWatchPasswordCooldowns;
  listOpsWidgets: OpsWidgetList;
  moderateOpsText: OpsModerationActionResult;
  moveOpsItems: OpsItemBulkResult;
  moveOpsSchedule: OpsSchedule;
  orderOpsBanners: OrderOpsBannersResult;
  orderOpsChannels: OrderOpsChannelsResult;
  orderOpsHotWords: OrderOpsHotWordsResult;
  orderOpsMessages: OrderOpsMessagesResult;
  orderOpsRecommendModules: OrderOpsRecommendModulesResult;
  orderOpsScreenAdverts: OrderOpsScreenAdvertsResult;
  orderOpsShortcuts: OrderOpsShortcutsResult;
  previewOpsAudience: LayoutDocument;
  previewOpsLayout: OpsPreview;
  publishOpsBanners: OpsContentPublished;
  publishOpsChannels: OpsContentPublished;
  publishOpsHotWords: OpsContentPublished;
  publishOpsItem: OpsItem;
  publishOpsItems: OpsItemBulkResult;
  publishOpsLayout: OpsPublished;
  publishOpsMessages: OpsContentPublished;
  publishOpsRecommendModules: OpsContentPublished;
  publishOpsScreenAdverts: OpsContentPublished;
  publishOpsShortcuts: OpsContentPublished;
  recordOpsLayoutPresence: OpsPresence;
  resetOpsOperatorPassword: OpsOperatorAccount;
  resetOpsWatchPasswordCooldown: OpsWatchPasswordReset;
  rollbackOpsBanners: OpsContentPublished;
  rollbackOpsChannels: OpsContentPublished;
  rollbackOpsHotWords: OpsContentPublished;
  rollbackOpsItem: OpsItem;
  rollbackOpsLayout: OpsPublished;
  rollbackOpsMessages: OpsContentPublished;
  rollbackOpsRecommendModules: OpsContentPublished;
  rollbackOpsScreenAdverts: OpsContentPublished;
  rollbackOpsShortcuts: OpsContentPublished;
  saveOpsItem: OpsItem;
  saveOpsLayoutDraft: OpsDraftSaved;
  saveOpsSensitiveWord: OpsSensitiveWord;
  saveOpsStudyGroupSettings: OpsStudyGroup;
  setOpsItemOffline: OpsItem;
  setOpsItemsOffline: OpsItemBulkResult;
  setOpsMediaFile: OpsMediaReplaced;
  setOpsMediaPoster: OpsMediaAsset;
  setOpsNodeVisibility: OpsNodeVisibilityChanged;
  setOpsUserMute: OpsUserMute;
  startOpsExperiment: OpsExperiment;
  stopOpsExperiment: OpsExperiment;
  updateOpsAudience: OpsAudience;
  updateOpsBanner: OpsBanner;
  updateOpsChannel: OpsChannel;
  updateOpsExperimentSplit: OpsExperiment;
  updateOpsHotWord: OpsHotWord;
  updateOpsMessage: OpsMessage;
  updateOpsOperator: OpsOperatorAccount;
  updateOpsRecommendModule: OpsRecommendModule;
  updateOpsScreenAdvert: OpsScreenAdvert;
  updateOpsShortcut: OpsShortcut;
  validateOpsLayout: OpsLayoutProblems;
}

export interface ChangeOpsOwnPasswordResult {}

export interface DeleteOpsSensitiveWordResult {
  id: number;
}

export interface DeleteOpsSessionResult {}

export interface ListOpsAudiencesResult {
  list: OpsAudience[];
}

export interface ListOpsBannersResult {
  list: OpsBanner[];
}

export interface ListOpsChannelsResult {
  list: OpsChannel[];
}

export interface ListOpsHotWordsResult {
  list: OpsHotWord[];
}

export interface ListOpsMessagesResult {
  list: OpsMessage[];
}

export interface ListOpsRecommendModulesResult {
  list: OpsRecommendModule[];
}

export interface ListOpsScreenAdvertsResult {
  list: OpsScreenAdvert[];
}

export interface ListOpsSearchSynonymsResult {
  list: OpsSearchSynonym[];
  /**
   * How many groups the list may hold.
   */
  limit: number;
}

export interface ListOpsShortcutsResult {
  list: OpsShortcut[];
}

export interface ListOpsStudyGroupsResult {
  list: OpsStudyGroup[];
}

export interface OrderOpsBannersResult {
  list: OpsBanner[];
}

export interface OrderOpsChannelsResult {
  list: OpsChannel[];
}

export interface OrderOpsHotWordsResult {
  list: OpsHotWord[];
}

export interface OrderOpsMessagesResult {
  list: OpsMessage[];
}

export interface OrderOpsRecommendModulesResult {
  list: OpsRecommendModule[];
}

export interface OrderOpsScreenAdvertsResult {
  list: OpsScreenAdvert[];
}

export interface OrderOpsShortcutsResult {
  list: OpsShortcut[];
}
