// The only module widgets import from the runtime: types and defineWidget. Widgets never see the
// store, endpoints or action handlers — they receive resolved props and emit named events.
import { createElement, use, type ComponentType, type ReactNode } from 'react';
import widgetManifest from '../../contract/generated/widget-manifest.json';
import type { WidgetMigrations } from '../../contract/layout/widget-migrations';

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

/** What the app needs to know of a widget's props schema, generated from it (contract/generated/widget-manifest.json). */
export interface WidgetMeta {
  version: number;
  events: readonly string[];
}

export interface WidgetDefinition<P = unknown> {
  type: string;
  version: number;
  component: ComponentType<WidgetRenderProps<P>>;
  events: readonly string[];
  /** Starts fetching a lazily loaded widget's code (resolves at once for bundled ones). */
  preload(): Promise<unknown>;
  /** Whether the code is here, so the widget renders without suspending. */
  isLoaded(): boolean;
  /** Upgrades of nodes stored for an older `version` (widgets/<type>/<type>.migrations.ts), applied when a layout loads. */
  migrations?: WidgetMigrations;
}

type WidgetComponent<P> = ComponentType<WidgetRenderProps<P>>;

/**
 * A widget's code either ships with the app (`component`: the home screen's widgets, which every visit
 * needs at once) or is fetched the first time a layout uses it (`load`: detail screens, the player), so
 * the first screen does not pay for every widget a layout could name.
 */
export type WidgetCode<P> = { component: WidgetComponent<P>; load?: never } | { load: () => Promise<{ default: WidgetComponent<P> }>; component?: never };

const manifest: Readonly<Record<string, WidgetMeta>> = widgetManifest;

/**
 * The props type is checked here, where the component and its generated props type meet; the registry
 * holds type-erased definitions because the renderer's props come from data checked against the schema.
 * Version and events come from the widget's props schema through the generated manifest, so the schema
 * stays the one source without shipping every widget's full schema in the doctors' first download.
 * `meta` is for tests that define throwaway widgets with no schema file. `migrations` is the object the
 * widget's <type>.migrations.ts exports, so the app upgrades old nodes the way `layouts:migrate` does.
 */
export function defineWidget<P>(def: { type: string; meta?: WidgetMeta; migrations?: WidgetMigrations } & WidgetCode<P>): WidgetDefinition {
  if (!/^[a-z][a-z0-9-]*$/.test(def.type)) throw new Error(`widget type "${def.type}" must be kebab-case`);
  const meta = def.meta ?? manifest[def.type];
  if (!meta) throw new Error(`widget "${def.type}" has no entry in contract/generated/widget-manifest.json: run npm run gen:types`);
  // One promise shared by preload and React.lazy, so a preloaded widget renders without a second fetch.
  let loading: Promise<{ default: WidgetComponent<P> }> | undefined;
  let loaded: WidgetComponent<P> | undefined = def.component;
  const load = def.load
    ? () =>
        (loading ??= def.load!().then(
          (module) => {
            loaded = module.default;
            return module;
          },
          (error: unknown) => {
            loading = undefined; // a failed chunk load (flaky network) is tried again next time
            throw error;
          },
        ))
    : undefined;
  // Not React.lazy: that suspends on its first render even when the code is already here, and React
  // reveals suspended nodes throttled, one after another, so a page's widgets would jump into place.
  // This renders at once when the code is loaded and suspends only while it is not.
  const LazyWidget = (props: WidgetRenderProps<P>) => createElement(loaded ?? use(load!()).default, props);
  const component = def.component ?? LazyWidget;
  return {
    type: def.type,
    version: meta.version,
    component: component as WidgetComponent<unknown>,
    events: meta.events,
    preload: () => (load ? load() : Promise.resolve()),
    isLoaded: () => loaded !== undefined,
    migrations: def.migrations,
  };
}

/** Built-in event every widget bound to paged data may emit to ask for the next page. */
export const LOAD_MORE_EVENT = 'load-more';

// The profile form widget keeps its unsaved draft where the runtime's save action merges and clears it.
export { clearDraft, PROFILE_DRAFT_KEY, readDraft, writeDraft } from '../forms/form-draft';

// The code screen knows when a code was really sent (send-code records it), to claim it and time the resend wait.
export { lastCodeSentAt } from './data/code-sends';

// The live room: its chat's messages arrive as props (the runtime keeps them in the data cache); widgets
// read whether the room is joined and watch its status frames, on the runtime's one connection per room.
export { subscribeLiveRoomStatus, type LiveRoomStatus } from './data/live-room-status';
export { useLiveRoomJoined } from './render/use-live-room-joined';
