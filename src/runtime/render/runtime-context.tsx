import { createContext, useContext } from 'react';
import type { ActionServices } from '../actions/action-context';
import type { SectionEventReporter } from '../analytics/section-events';
import type { PageViewTracker } from '../data/tracking';
import type { ExposureReporter } from './exposure';
import type { LayoutIdentity } from './layout-identity';
import type { WidgetRegistry } from './widget-registry';

export interface RuntimeReport {
  kind: 'unknown-widget' | 'widget-too-new' | 'invalid-props' | 'render-error' | 'chunk-load-error' | 'broken-link' | 'action-error' | 'layout-error';
  nodeId?: string;
  detail: string;
  /** The node's widget and the version it was written for, and its layout: what a failure report names. */
  widget?: string;
  version?: number;
  layout?: LayoutIdentity | null;
}

export interface RuntimeServices {
  registry: WidgetRegistry;
  actions: ActionServices;
  /** Operator preview shows fallbacks and hints that doctors never see. */
  preview: boolean;
  /** This page load checks bound props and reports invalid ones (a sample of phones: bound-props-check.ts). */
  checkBoundProps?: boolean;
  report(report: RuntimeReport): void;
  /** Impressions of rendered nodes (original call exposure record); absent = not tracked (tests, preview). */
  exposure?: ExposureReporter;
  /** Browsing records after each navigation (docs/product-rules.md#tracking); absent = not tracked. */
  pageViews?: PageViewTracker;
  /** Exposures and clicks per layout section (layout, revision, arm); absent = not tracked. */
  sectionEvents?: SectionEventReporter;
}

const RuntimeContext = createContext<RuntimeServices | null>(null);

export const RuntimeProvider = RuntimeContext.Provider;

export function useRuntime(): RuntimeServices {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime outside <RuntimeProvider>');
  return runtime;
}
