import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { migrateLayout } from '../../../contract/layout/migrate-layout';

export class InvalidLayoutError extends Error {
  constructor(
    message: string,
    readonly issues: readonly string[],
  ) {
    super(message);
  }
}

// The validator is its own chunk, requested when this module loads: it downloads alongside the first
// layout request instead of weighing on the first screen's bundle.
let validators: Promise<typeof import('../../../contract/generated/validators')> | undefined;
function loadValidators() {
  validators ??= import('../../../contract/generated/validators').catch((error: unknown) => {
    validators = undefined; // a failed chunk load must not stick
    throw error;
  });
  return validators;
}
void loadValidators().catch(() => undefined);

/** Upgrade, then check with the precompiled validator (no ajv in the client bundle). */
export async function acceptLayout(raw: unknown): Promise<LayoutDocument> {
  const { validateLayoutDocument } = await loadValidators();
  const doc = migrateLayout(raw);
  if (!validateLayoutDocument(doc)) {
    const issues = (validateLayoutDocument.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`.trim());
    throw new InvalidLayoutError(`layout does not match the schema: ${issues.slice(0, 3).join('; ')}`, issues);
  }
  return doc as LayoutDocument;
}
