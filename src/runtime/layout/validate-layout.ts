import type { LayoutDocument } from '../../generated/schema-types';
import { validateLayoutDocument } from '../../generated/validators';
import { migrateLayout } from './migrate-layout';

export class InvalidLayoutError extends Error {
  constructor(message: string, readonly issues: readonly string[]) {
    super(message);
  }
}

/** Upgrade, then check with the precompiled validator (no ajv in the client bundle). */
export function acceptLayout(raw: unknown): LayoutDocument {
  const doc = migrateLayout(raw);
  if (!validateLayoutDocument(doc)) {
    const issues = (validateLayoutDocument.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`.trim());
    throw new InvalidLayoutError(`layout does not match the schema: ${issues.slice(0, 3).join('; ')}`, issues);
  }
  return doc as LayoutDocument;
}
