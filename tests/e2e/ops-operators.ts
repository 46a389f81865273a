import { migrateDatabase } from '../../server/src/db/migrate-database';
import { openDatabase } from '../../server/src/db/database';
import { saveOperator } from '../../server/src/modules/ops/ops-operators.repository';

/** Operators the e2e server starts with (the console tests sign in as these). */
export const E2E_OPERATORS = {
  publisher: { name: 'e2e-publisher', role: 'publisher' },
  editor: { name: 'e2e-editor', role: 'editor' },
} as const;
export const E2E_OPERATOR_PASSWORD = 'e2e-operator-password-1';

/**
 * Creates the operators in the e2e DATA_DIR before the server starts (PGlite allows one process per
 * folder, so this runs first and closes). The server then migrates (nothing left to do) and seeds:
 * its first-run check looks at channels and users, not operators.
 */
export async function createE2eOperators(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    for (const operator of Object.values(E2E_OPERATORS)) {
      await saveOperator(database.db, { name: operator.name, role: operator.role, password: E2E_OPERATOR_PASSWORD, update: true });
    }
  } finally {
    await database.close();
  }
}
