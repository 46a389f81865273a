import type { OptionsOf } from '../items/item-option-picker';
import { resolveRef, type SchemaAt } from '../schema-form/schema-registry';

/** Every kind a content picker can list (listOpsItemOptions' `of`): the values `x-content-kind` may take. */
export const CONTENT_KINDS: readonly OptionsOf[] = [
  'article',
  'case',
  'medical-column',
  'category',
  'case-category',
  'course',
  'short-video',
  'person',
  'course-category',
  'short-video-category',
  'live',
  'download',
  'activity',
  'download-category',
  'meeting',
  'topic',
];

const isContentKind = (value: unknown): value is OptionsOf => typeof value === 'string' && (CONTENT_KINDS as readonly string[]).includes(value);

/**
 * The kind of content a prop or argument names by id (its schema's `x-content-kind`), so the console
 * offers a picker searching titles instead of a number box; undefined for any other value.
 */
export function contentKindOf(at: SchemaAt | undefined): OptionsOf | undefined {
  if (!at) return undefined;
  const own = at.schema['x-content-kind'];
  if (isContentKind(own)) return own;
  const resolved = resolveRef(at)?.schema['x-content-kind'];
  return isContentKind(resolved) ? resolved : undefined;
}

/** A stored id as the picker holds it: a positive integer, else nothing chosen (0 means "every" in list args). */
export function contentIdOf(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
}
