// The content back office's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { opsItemRoutes } from './items.routes';
export { ITEM_KINDS } from './item-kinds';
export { createItem, getItem, publishItem, takeDownItem, type ItemOperator } from './items.service';
export { itemKind } from './item-kinds';
export { checkItemSchedule, runItemSchedule, type ItemScheduleAction } from './item-schedules';
export { itemEffectsOf } from './items.routes';
export { draftPreviewOf } from './draft-preview';
// The demo seed writes its content as the console does: each kind's fields, checked and normalised, then the kind's own row values.
export { checkedFields, referenceProblems } from './items.service';
export { articleValuesOf } from './article-kind';
export { medicalColumnValuesOf } from './medical-column-kind';
export { personValuesOf } from './person-kind';
export { activityValuesOf } from './activity-kind';
export { meetingValuesOf } from './meeting-kind';
export { downloadValuesOf } from './download-kind';
export { shortVideoValuesOf } from './short-video-kind';
export { courseValues, lessonValues } from './course-kind';
export { lessonRowOf } from './course-items.repository';
export type { ItemFields } from './item-kind';
export type { LibraryVideo } from './library-media.repository';
export type { Lecturer } from './course-references.repository';
