import type { PGlite } from '@electric-sql/pglite';
import { createTurnQueue } from '../event-loop/turn-queue';
import { IGNORED_PHASES, wrapPgliteStatements } from './pglite-wrapping';

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
  wrapPgliteStatements(client, {
    async statement(call) {
      await take();
      const result = await call();
      answered();
      return result;
    },
    // BEGIN takes its turn here; the transaction's own statements take theirs above.
    async transaction(open) {
      await take();
      return open(IGNORED_PHASES);
    },
  });
  return { answeredWithin: (withinMs) => performance.now() - lastAnsweredAt <= withinMs };
}
