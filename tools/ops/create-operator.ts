// `npm run ops:create-operator -- --name <name> --role editor|publisher|admin [--password <p>] [--update]`
// Creates a console operator in the database the server uses (DATABASE_URL, else the PGlite folder in
// DATA_DIR, default ./data — stop a running server first: the folder is locked while it runs).
// Without --password the password is read from the terminal (twice, not echoed) or from stdin's first line.
// The first admin is made here (--role admin); admins then manage operators in the console (运营人员).
// The password rule is the console's (ops-password-rule.ts); --update ends the operator's open sessions.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../../server/src/db/database';
import { migrateDatabase } from '../../server/src/db/migrate-database';
import {
  OPERATOR_NAME_PATTERN,
  OPERATOR_ROLES,
  OperatorExistsError,
  endOperatorSessions,
  isOperatorRole,
  saveOperator,
  type OperatorRole,
} from '../../server/src/modules/ops-operators/ops-operators.service';
import { passwordProblem } from '../../server/src/modules/ops-operators/ops-password-rule';
import { recordAudit } from '../../server/src/modules/ops-audit/ops-audit.repository';

export interface CreateOperatorArgs {
  name: string;
  role: OperatorRole;
  password?: string;
  update: boolean;
}

export class UsageError extends Error {}

const USAGE = `usage: npm run ops:create-operator -- --name <name> --role ${OPERATOR_ROLES.join('|')} [--password <password>] [--update]`;

export function parseCreateOperatorArgs(argv: string[]): CreateOperatorArgs {
  const { values } = parseArgs({
    args: argv,
    options: { name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, update: { type: 'boolean', default: false } },
    strict: true,
  });
  if (!values.name || !OPERATOR_NAME_PATTERN.test(values.name))
    throw new UsageError(`--name is required: 2–32 letters, digits, Chinese characters, _ . -\n${USAGE}`);
  if (!isOperatorRole(values.role)) throw new UsageError(`--role must be one of ${OPERATOR_ROLES.join(', ')}\n${USAGE}`);
  return { name: values.name, role: values.role, password: values.password, update: values.update ?? false };
}

/** The console's password rule (length, common passwords, the name, a strength estimate); its message is Chinese. */
export async function checkPassword(password: string, name: string): Promise<void> {
  const problem = await passwordProblem(password, name);
  if (problem) throw new UsageError(problem);
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    process.stdout.write(question);
    // Mute the echo of typed characters (readline writes them through _writeToOutput).
    output._writeToOutput = () => undefined;
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdinLine();
  const first = await askHidden('Password: ');
  const second = await askHidden('Repeat password: ');
  if (first !== second) throw new UsageError('the passwords do not match');
  return first;
}

async function main(): Promise<void> {
  const args = parseCreateOperatorArgs(process.argv.slice(2));
  const password = args.password ?? (await readPassword());
  await checkPassword(password, args.name);
  const url = process.env.DATABASE_URL?.trim() || undefined;
  const database = await openDatabase(url ? { url } : { dataDir: process.env.DATA_DIR?.trim() || './data' });
  try {
    await migrateDatabase(database);
    const saved = await saveOperator(database.db, { name: args.name, password, role: args.role, update: args.update });
    if (!saved.created) await endOperatorSessions(database.db, saved.id);
    await recordAudit(database.db, {
      operator: { id: null, name: 'ops:create-operator' },
      action: saved.created ? 'operator.create' : 'operator.update',
      target: `operator:${saved.name}`,
      detail: { role: saved.role },
    });
    console.log(`${saved.created ? 'Created' : 'Updated'} operator "${saved.name}" (${saved.role}). Sign in at /ops.`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof UsageError || error instanceof OperatorExistsError ? error.message : error);
    process.exitCode = 1;
  });
}
