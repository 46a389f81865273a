import type { ValidateFn } from '../../../contract/generated/validators';

// One chunk per widget type, fetched by name on first use: a preview loads the validators of the widgets
// it shows, and a new widget adds a module instead of rewriting a shared one. This table of chunks is
// itself loaded on demand (use-props-validators.ts), so doctors' bundles do not carry it.
const modules = import.meta.glob<ValidateFn>('../../../contract/generated/widget-validators/*.js', { import: 'validateProps' });
const MODULE_PREFIX = '../../../contract/generated/widget-validators/';

/** The props validator of a widget type; null when the type has none (unknown widget). */
export function importPropsValidator(type: string): Promise<ValidateFn> | null {
  return modules[`${MODULE_PREFIX}${type}.js`]?.() ?? null;
}
