// `npm run ops:create-operator -- --name <name> --role editor|publisher [--password <p>] [--update]`
// Creates a console operator in the database the server uses (DATABASE_URL, else the PGlite folder in
// DATA_DIR, default ./data — stop a running server first: the folder is locked while it runs).
// Without --password the password is read from the terminal (twice, not echoed) or from stdin's first line.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../../server/src/db/database';
import { migrateDatabase } from '../../server/src/db/migrate-database';
import {
  OPERATOR_NAME_PATTERN,
  OPERATOR_ROLES,
  OperatorExistsError,
  isOperatorRole,
  saveOperator,
  type OperatorRole,
} from '../../server/src/modules/ops-operators/ops-operators.service';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../server/src/modules/ops-operators/ops-password';

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

export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new UsageError(`the password needs at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password.length > MAX_PASSWORD_LENGTH) throw new UsageError(`the password may have at most ${MAX_PASSWORD_LENGTH} characters`);
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
  checkPassword(password);
  const url = process.env.DATABASE_URL?.trim() || undefined;
  const database = await openDatabase(url ? { url } : { dataDir: process.env.DATA_DIR?.trim() || './data' });
  try {
    await migrateDatabase(database);
    const saved = await saveOperator(database.db, { name: args.name, password, role: args.role, update: args.update });
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
