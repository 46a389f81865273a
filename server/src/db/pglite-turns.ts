import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createTurnQueue } from '../event-loop/turn-queue';

type AnyFunction = (...args: unknown[]) => unknown;

function takeTurnsOn<T extends object>(target: T, names: ReadonlyArray<keyof T & string>, take: () => Promise<void>, answered: () => void): void {
  for (const name of names) {
    // Reason for the casts: the wrapper keeps the method's own (overloaded) signature by forwarding its arguments untouched.
    const original = (target as Record<string, unknown>)[name] as AnyFunction;
    (target as Record<string, unknown>)[name] = async function (this: unknown, ...args: unknown[]) {
      await take();
      const result = await original.apply(this, args);
      answered();
      return result;
    };
  }
}

/**
 * PGlite runs each statement inside this process, synchronously, and answers through promises that settle
 * without any I/O. Thirty requests arriving together would then run all their statements, one after
 * another, in a single turn of the event loop (hundreds of milliseconds, with every other request and
 * /healthz waiting). Here each statement waits for its own turn, so the loop polls for I/O between them.
 * PostgreSQL needs none of this: its statements are real I/O.
 *
 * Statements still run one at a time (PGlite has one connection, and a transaction holds it), so a burst
 * delays everyone's statements; answeredWithin lets /healthz see the database answering without queueing.
 */
export function pgliteTakesTurns(client: PGlite): { answeredWithin: (withinMs: number) => boolean } {
  const { take } = createTurnQueue();
  let lastAnsweredAt = Number.NEGATIVE_INFINITY;
  const answered = () => {
    lastAnsweredAt = performance.now();
  };
  takeTurnsOn(client, ['query', 'exec'], take, answered);
  const transaction = client.transaction.bind(client);
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    await take();
    return transaction(async (tx) => {
      takeTurnsOn(tx, ['query', 'exec'], take, answered);
      return callback(tx);
    });
  };
  return { answeredWithin: (withinMs) => performance.now() - lastAnsweredAt <= withinMs };
}
