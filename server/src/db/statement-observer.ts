/**
 * Every SQL statement the server sends (both drivers, transactions' BEGIN and COMMIT included) can be
 * observed: tests pin how many statements a request path costs, and metrics record their durations.
 * With no listener the drivers skip the timing altogether (one size check per statement).
 */
export interface StatementEvent {
  durationMs: number;
}

type StatementListener = (event: StatementEvent) => void;

const listeners = new Set<StatementListener>();

/** Calls `listener` after every statement completes (or fails); returns the unsubscribe function. */
export function observeStatements(listener: StatementListener): () => void {
  const entry: StatementListener = (event) => listener(event);
  listeners.add(entry);
  return () => {
    listeners.delete(entry);
  };
}

/** Whether anyone listens: the drivers time statements only then. */
export function statementsObserved(): boolean {
  return listeners.size > 0;
}

/** Tells every listener that a statement took `durationMs`; a throwing listener never fails the query. */
export function reportStatement(durationMs: number): void {
  for (const listener of listeners) {
    try {
      listener({ durationMs });
    } catch {
      // Observation must not change what the statement answers.
    }
  }
}
