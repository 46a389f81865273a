import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { IGNORED_PHASES, wrapPgliteStatements } from './pglite-wrapping';
import { reportStatement, statementsObserved } from './statement-observer';

// The two drivers reach the database through different calls; both are wrapped at the lowest public call
// drizzle uses, so every statement (prepared or not, in a transaction or not) is seen exactly once.

type AnyFunction = (...args: unknown[]) => unknown;

/** `run` timed when someone observes statements: a promise is timed until it settles, a callback until it is called. */
function timed(original: AnyFunction, self: unknown, args: unknown[]): unknown {
  if (!statementsObserved()) return original.apply(self, args);
  const start = performance.now();
  const done = () => reportStatement(performance.now() - start);
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    args[last] = function (this: unknown, ...results: unknown[]) {
      done();
      return (callback as AnyFunction).apply(this, results);
    };
    return original.apply(self, args);
  }
  const result = original.apply(self, args);
  if (result instanceof Promise) result.then(done, done);
  return result;
}

function wrapMethod<T extends object>(target: T, name: keyof T & string): void {
  // Reason for the casts: the wrapper keeps the method's own (overloaded) signature by forwarding its arguments untouched.
  const original = (target as Record<string, unknown>)[name] as AnyFunction;
  (target as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
    return timed(original, this, args);
  };
}

/** node-postgres: every pooled connection's query (pool.query and transactions both end there). */
export function observePool(pool: pg.Pool): void {
  pool.on('connect', (client) => wrapMethod(client, 'query'));
}

/**
 * PGlite: query/exec on the instance, and inside transaction(): the transaction's own query/exec plus
 * its BEGIN (timed until the callback starts) and COMMIT or ROLLBACK (from the callback's end).
 */
export function observePglite(client: PGlite): void {
  wrapPgliteStatements(client, {
    statement(call) {
      if (!statementsObserved()) return call();
      const start = performance.now();
      const done = () => reportStatement(performance.now() - start);
      const result = call();
      result.then(done, done);
      return result;
    },
    async transaction(open) {
      if (!statementsObserved()) return open(IGNORED_PHASES);
      const opened = performance.now();
      let ended = 0;
      try {
        return await open({
          begun: () => reportStatement(performance.now() - opened),
          ended: () => {
            ended = performance.now();
          },
        });
      } finally {
        if (ended) reportStatement(performance.now() - ended);
      }
    },
  });
}
