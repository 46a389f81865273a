import type { SessionMemoryProps } from '../../contract/generated/widgets/session-memory.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const sessionMemory = defineWidget<SessionMemoryProps>({
  type: 'session-memory',
  load: () => import('./session-memory').then((module) => ({ default: module.SessionMemory })),
});
