import { observeStatements } from '../db/statement-observer';

/** How many SQL statements `run` sends (both drivers; BEGIN and COMMIT count as statements). */
export async function countStatements(run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const stop = observeStatements(() => {
    count += 1;
  });
  try {
    await run();
  } finally {
    stop();
  }
  return count;
}
