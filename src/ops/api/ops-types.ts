import type {
  LayoutDocument,
  OpsAuditEntry,
  OpsContentKind,
  OpsContentRecord,
  OpsLayoutForEditing,
  OpsLayoutProblem,
  OpsLayoutRevision,
  OpsLayoutSummary,
  OpsOperator,
  OpsOperatorRole,
  OpsPresence,
  OpsRevisionDocument,
  OpsSaveConflict,
  OpsStoredLayoutProblem,
  OpsUnknownWidget,
  OpsWidgetInfo,
  OpsWidgetUsage,
} from '../../../contract/generated/schema-types';

// The console's names for the operator API's answers. Every shape is generated from schemas/ops/*.json
// (npm run gen:types); the server checks its real answers against the same schemas (ops-responses.test.ts).
// Do not declare shapes here: change the schema and regenerate.

export type {
  OpsCatalogue,
  OpsContentChange,
  OpsContentDeleted,
  OpsContentDraft,
  OpsContentDraftSummary,
  OpsContentPublished,
  OpsContentRevision,
  OpsDraftSaved,
  OpsLayoutDiff,
  OpsLayoutProblems,
  OpsModerationText,
  OpsStudyGroup,
  OpsStudyGroupApplication,
  OpsOperatorAccount,
  OpsNodeVisibilityChanged,
  OpsPreview,
  OpsPublished,
  OpsReview,
  OpsReviewList,
  OpsReviewTargetType,
  OpsRevisionDocument,
  OpsSchedule,
  OpsScheduleInput,
  OpsSchedules,
  OpsScheduleWindow,
  OpsSensitiveWord,
  OpsSignInFailures,
  OpsStoredLayoutProblems,
  OpsUpload,
  OpsWidgetList,
  OpsWatchPasswordCooldown,
  OpsWatchPasswordReset,
} from '../../../contract/generated/schema-types';

export type OperatorRole = OpsOperatorRole;
export type Operator = OpsOperator;
export type LayoutSummary = OpsLayoutSummary;
export type LayoutProblem = OpsLayoutProblem;
/** The data of a 409 refusal of save or publish. */
export type SaveConflict = OpsSaveConflict;
/** Who else has a layout open (the editor's heartbeat answer). */
export type Presence = OpsPresence;
export type LayoutRevision = OpsLayoutRevision;
export type WidgetUsage = OpsWidgetUsage;
export type WidgetInfo = OpsWidgetInfo;
/** A widget name stored layouts use that the deployed client does not register. */
export type UnknownWidget = OpsUnknownWidget;
/** A stored revision (draft, published or history) that fails against the current widgets. */
export type StoredLayoutProblem = OpsStoredLayoutProblem;
export type AuditEntry = OpsAuditEntry;
export type ContentKind = OpsContentKind;
/** A home content record: an id plus the kind's fields (see content-kinds.ts). */
export type ContentRecord = OpsContentRecord;

/**
 * The schema promises only an object with the layout's id (drafts are saved unchecked); the editor
 * works on it as a layout document and validates it before publishing.
 */
export type LayoutForEditing = Omit<OpsLayoutForEditing, 'document'> & { document: LayoutDocument };
/** One stored revision, read as a layout document like the editor's (the merge after a save conflict). */
export type RevisionDocument = Omit<OpsRevisionDocument, 'document'> & { document: LayoutDocument };
