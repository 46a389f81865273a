import type { PGlite, Transaction } from '@electric-sql/pglite';

// drizzle reaches PGlite through query() and exec(), on the instance and on the handle transaction() gives
// its callback. Wrapping those, and transaction() itself, puts code around every statement exactly once.

/** When a wrapped transaction's own statements run: BEGIN before `begun`, COMMIT or ROLLBACK after `ended`. */
export interface TransactionPhases {
  begun(): void;
  ended(): void;
}

/** Phases for a wrapping that has nothing to do at BEGIN or COMMIT. */
export const IGNORED_PHASES: TransactionPhases = { begun: () => undefined, ended: () => undefined };

export interface PgliteWrapping {
  /** Runs around each query() or exec() call; `call` makes it with its arguments untouched. */
  statement(call: () => Promise<unknown>): Promise<unknown>;
  /** Runs around each transaction(); `open` starts it and reports its phases. */
  transaction<T>(open: (phases: TransactionPhases) => Promise<T>): Promise<T>;
}

type AnyFunction = (...args: unknown[]) => unknown;

function wrapStatements(target: PGlite | Transaction, wrapping: PgliteWrapping): void {
  for (const name of ['query', 'exec'] as const) {
    // Reason for the casts: the wrapper keeps the method's own (overloaded) signature by forwarding its arguments untouched.
    const original = (target as unknown as Record<string, AnyFunction>)[name];
    (target as unknown as Record<string, AnyFunction>)[name] = function (this: unknown, ...args: unknown[]) {
      return wrapping.statement(() => original.apply(this, args) as Promise<unknown>);
    };
  }
}

/** Puts `wrapping` around every statement `client` runs, in a transaction or not. */
export function wrapPgliteStatements(client: PGlite, wrapping: PgliteWrapping): void {
  wrapStatements(client, wrapping);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    wrapping.transaction((phases) =>
      transaction(async (tx) => {
        phases.begun();
        wrapStatements(tx, wrapping);
        try {
          return await callback(tx);
        } finally {
          phases.ended();
        }
      }),
    );
}
