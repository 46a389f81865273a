// generated — do not edit; run npm run gen:types
import type { ValidateFn } from './validators';

/** Keyed by widget type. Top-level `required` is not checked: use on merged static + bound props. */
export declare const widgetPropsValidators: Readonly<Record<string, ValidateFn>>;
