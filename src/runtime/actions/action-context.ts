import type { BindingScope } from '../../../contract/bind/scope';
import type { EndpointCaller } from '../data/call-endpoint';
import type { OriginRoutingConfig } from './origin-route';

export type ToastKind = 'info' | 'success' | 'fail';

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmText?: string;
  /** Omit for a one-button notice. */
  cancelText?: string;
}

/** What action handlers may do to the outside world; the app and the tests each provide one. */
export interface ActionServices {
  navigate(path: string, options?: { replace?: boolean }): void;
  openExternal(url: string): void;
  toast(text: string, kind?: ToastKind): void;
  /** A modal dialog; resolves true when the person confirms. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Calls a catalogue endpoint by name (queries and mutations alike). */
  callEndpoint: EndpointCaller;
  /** Path + query of the current screen (for back-url). */
  currentPath(): string;
  config: OriginRoutingConfig;
}

/** The screen an action runs on: its data entries can be loaded again after a change. */
export interface ScreenData {
  refetch(names?: readonly string[]): void;
  /** Opens (a value) or closes (null) a screen-local overlay, read as `$state.overlay.<name>`. */
  setOverlay?(name: string, value: unknown): void;
  /** Changes a data entry's cached value in place (an immer recipe); widgets bound to it re-render. */
  patch?(name: string, recipe: (draft: unknown) => void): void;
}

export interface ActionContext {
  scope: BindingScope;
  services: ActionServices;
  screen: ScreenData;
}

/**
 * A handler may return false to stop the chain (a gate that did not open, a refused request); the
 * widget that emitted the event learns the outcome from `emit`'s promise.
 */
export type ActionResult = void | boolean | Promise<void | boolean>;
