import type { BindingScope } from '../bind/scope';
import type { OriginRoutingConfig } from './origin-route';

export type ToastKind = 'info' | 'success' | 'fail';

/** What action handlers may do to the outside world; the app and the tests each provide one. */
export interface ActionServices {
  navigate(path: string, options?: { replace?: boolean }): void;
  openExternal(url: string): void;
  toast(text: string, kind?: ToastKind): void;
  config: OriginRoutingConfig;
}

export interface ActionContext {
  scope: BindingScope;
  services: ActionServices;
}
