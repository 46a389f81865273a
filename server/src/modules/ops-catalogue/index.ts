// The content back office's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { opsItemRoutes } from './items.routes';
export { ITEM_KINDS } from './item-kinds';
export { createItem, publishItem, takeDownItem, type ItemOperator } from './items.service';
export { checkItemSchedule, runItemSchedule, type ItemScheduleAction } from './item-schedules';
export { itemEffectsOf } from './items.routes';
export { draftPreviewOf } from './draft-preview';
