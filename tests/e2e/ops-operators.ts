import { OPS_COOKIE } from '../../server/src/modules/ops-operators/ops-auth';
import { migrateDatabase } from '../../server/src/db/migrate-database';
import { openDatabase } from '../../server/src/db/database';
import { saveOperator } from '../../server/src/modules/ops-operators/ops-operators.service';
import { createOperatorSession } from '../../server/src/modules/ops-operators/ops-sessions.service';
import { e2eServer } from './e2e-server';

/** Operators the e2e server starts with (the console tests sign in as these). */
export const E2E_OPERATORS = {
  publisher: { name: 'e2e-publisher', role: 'publisher' },
  editor: { name: 'e2e-editor', role: 'editor' },
  admin: { name: 'e2e-admin', role: 'admin' },
} as const;
export const E2E_OPERATOR_PASSWORD = 'e2e-operator-password-1';

/** A signed-in session token per e2e operator (the ops_session cookie's value). */
export type E2eOperatorTokens = Record<keyof typeof E2E_OPERATORS, string>;

/**
 * Creates the operators in the e2e DATA_DIR before the server starts (PGlite allows one process per
 * folder, so this runs first and closes). The server then migrates (nothing left to do) and seeds:
 * its first-run check looks at channels and users, not operators. It also opens one session per operator:
 * the console tests of a worker share its server, and signing in through the form in every test would run into the
 * per-address sign-in limit (30 per 15 minutes), which is the server doing its job. The sign-in form keeps
 * its own tests.
 */
export async function createE2eOperators(dataDir: string): Promise<E2eOperatorTokens> {
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    const tokens: Partial<E2eOperatorTokens> = {};
    for (const [key, operator] of Object.entries(E2E_OPERATORS) as [keyof typeof E2E_OPERATORS, (typeof E2E_OPERATORS)[keyof typeof E2E_OPERATORS]][]) {
      const saved = await saveOperator(database.db, { name: operator.name, role: operator.role, password: E2E_OPERATOR_PASSWORD, update: true });
      tokens[key] = (await createOperatorSession(database.db, saved.id, Date.now())).token;
    }
    return tokens as E2eOperatorTokens;
  } finally {
    await database.close();
  }
}

/** The e2e publisher's Cookie header for the operator API (the session global-setup opened). */
function publisherCookie(): string {
  return `${OPS_COOKIE}=${e2eServer.operatorTokens.publisher}`;
}

async function opsCall<T>(baseUrl: string, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl}/ops/api${path}`, {
    method,
    headers: { cookie: publisherCookie(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { code: number; message: string; data: T };
  return { status: response.status, data: answer.data };
}

/**
 * What the console's editor opens for `id`: the newest saved revision, or for a channel or topic not
 * customised yet (revision 0) a copy of its route's default under its own id.
 */
export async function layoutForEditing<T extends { id: string }>(baseUrl: string, id: string): Promise<{ document: T; revision: number }> {
  const answer = await opsCall<{ document: T; revision: number }>(baseUrl, 'GET', `/layouts/${id}`);
  if (answer.status !== 200) throw new Error(`open ${id}: ${answer.status}`);
  return answer.data;
}

/**
 * Publishes `document` as its layout the way an operator does through the console's API: the publisher
 * saves it as a draft on the newest revision (0 for a channel or topic not customised yet) and publishes
 * it. Answers the published revision.
 */
export async function publishLayoutAsOperator<T extends { id: string }>(baseUrl: string, document: T): Promise<number> {
  const current = await opsCall<{ revision: number }>(baseUrl, 'GET', `/layouts/${document.id}`);
  const base = current.status === 404 ? 0 : current.data.revision;
  const saved = await opsCall<{ revision: number }>(baseUrl, 'PUT', `/layouts/${document.id}/draft`, { document, base_revision: base });
  if (saved.status !== 200) throw new Error(`save ${document.id}: ${saved.status} ${JSON.stringify(saved.data)}`);
  const published = await opsCall<{ published_revision: number }>(baseUrl, 'POST', `/layouts/${document.id}/publish`, { revision: saved.data.revision });
  if (published.status !== 200) throw new Error(`publish ${document.id}: ${published.status} ${JSON.stringify(published.data)}`);
  return published.data.published_revision;
}
