import { readFileSync } from 'node:fs';
import type { FormField } from '../../../../contract/forms/profile-rules';
import { appPath } from '../../app-root';
import type { Db } from '../../db/database';
import { findPublishedLayout } from '../layouts';

/** The layout whose profile-form node describes the form (fields, conditions, rules). */
export const PROFILE_LAYOUT_ID = 'add-info';
const PROFILE_WIDGET = 'profile-form';
const LAYOUT_FILE = appPath('layouts', 'add-info.layout.json');

interface NodeLike {
  widget?: unknown;
  props?: { fields?: unknown };
  children?: unknown;
}

/** The fields of the first profile-form node anywhere in a layout document, or undefined. */
export function profileFieldsOf(document: unknown): FormField[] | undefined {
  const doc = document as { body?: unknown; overlays?: unknown } | null;
  const queue: unknown[] = [...(Array.isArray(doc?.body) ? doc.body : []), ...(Array.isArray(doc?.overlays) ? doc.overlays : [])];
  while (queue.length) {
    const node = queue.shift() as NodeLike | null;
    if (!node || typeof node !== 'object') continue;
    // The layout store lints documents against the widget's props schema before accepting them.
    if (node.widget === PROFILE_WIDGET && Array.isArray(node.props?.fields)) return node.props.fields as FormField[];
    if (Array.isArray(node.children)) queue.push(...node.children);
  }
  return undefined;
}

let fileFields: FormField[] | undefined;

/**
 * The form definition the client is given: the published add-info layout in the store, else the
 * bundled layout file. Read per save (one indexed query) so a newly published rule applies at once.
 */
export async function loadProfileFields(db: Db): Promise<FormField[]> {
  const published = await findPublishedLayout(db, PROFILE_LAYOUT_ID);
  const fromStore = published ? profileFieldsOf(published.document) : undefined;
  if (fromStore) return fromStore;
  fileFields ??= profileFieldsOf(JSON.parse(readFileSync(LAYOUT_FILE, 'utf8')));
  if (!fileFields) throw new Error(`${LAYOUT_FILE} has no ${PROFILE_WIDGET} node`);
  return fileFields;
}
