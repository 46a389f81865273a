import type { FailureReport } from '../../../contract/generated/schema-types';

/** The renderer's report kinds that mean a node did not show (action errors are not). */
export const REPORTED_KINDS: ReadonlySet<string> = new Set<FailureReport['kind']>(['unknown-widget', 'widget-too-new', 'invalid-props', 'render-error']);
