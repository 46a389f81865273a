// The only module widgets import from the runtime: types and defineWidget. Widgets never see the
// store, endpoints or action handlers — they receive resolved props and emit named events.
import { lazy, type ComponentType, type ReactNode } from 'react';

export interface WidgetRenderProps<P> {
  /** Static props merged with bound values (bound values may be undefined while data loads). */
  props: P;
  /**
   * Raise a widget event; the layout's `on` maps it to actions. `load-more` is built in for paged data.
   * Resolves false when an action stopped the chain (a gate stayed shut, a check failed), so a widget can
   * react — pause its video, clear its inputs.
   */
  emit: (event: string, payload?: unknown) => Promise<boolean>;
  nodeId: string;
  /** The node's rendered child nodes, for composite widgets (sections, tabs). */
  children?: ReactNode;
  /** True inside the operator preview: widgets may show hints that users never see. */
  preview: boolean;
}

export interface WidgetSchema {
  title?: string;
  'x-version'?: number;
  'x-events'?: Record<string, string>;
  [keyword: string]: unknown;
}

export interface WidgetDefinition<P = unknown> {
  type: string;
  version: number;
  schema: WidgetSchema;
  component: ComponentType<WidgetRenderProps<P>>;
  events: readonly string[];
}

type WidgetComponent<P> = ComponentType<WidgetRenderProps<P>>;

/**
 * A widget's code either ships with the app (`component`: the home screen's widgets, which every visit
 * needs at once) or is fetched the first time a layout uses it (`load`: detail screens, the player), so
 * the first screen does not pay for every widget a layout could name.
 */
export type WidgetCode<P> =
  | { component: WidgetComponent<P>; load?: never }
  | { load: () => Promise<{ default: WidgetComponent<P> }>; component?: never };

/**
 * The props type is checked here, where the component and its generated props type meet; the registry
 * holds type-erased definitions because the renderer's props come from data checked against the schema.
 */
export function defineWidget<P>(def: { type: string; schema: WidgetSchema } & WidgetCode<P>): WidgetDefinition {
  if (!/^[a-z][a-z0-9-]*$/.test(def.type)) throw new Error(`widget type "${def.type}" must be kebab-case`);
  const component = def.component ?? lazy(def.load!);
  return {
    type: def.type,
    version: def.schema['x-version'] ?? 1,
    schema: def.schema,
    component: component as WidgetComponent<unknown>,
    events: Object.keys(def.schema['x-events'] ?? {}),
  };
}

/** Built-in event every widget bound to paged data may emit to ask for the next page. */
export const LOAD_MORE_EVENT = 'load-more';
