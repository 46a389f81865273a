/**
 * Lets queued work through one piece per event-loop turn. Requests whose bodies all arrive together are
 * otherwise parsed, validated and handled back to back in a single turn: sixty 30 KB batches hold the loop
 * for over 100 ms, and every other request (a page, /healthz) waits behind them. Awaiting `take()` before
 * reading the body puts each such request in its own turn, with other I/O answered between them. (No queue
 * library does this: they limit how many run at once, not which turn of the event loop they run in.)
 */
export function createTurnQueue(): { take: () => Promise<void> } {
  const queue: (() => void)[] = [];
  let pumping = false;
  const pump = () => {
    queue.shift()?.();
    // The next one goes after the loop has polled for I/O again (an immediate set now runs next turn).
    if (queue.length > 0) setImmediate(pump);
    else pumping = false;
  };
  return {
    take: () =>
      new Promise<void>((resolve) => {
        queue.push(resolve);
        if (!pumping) {
          pumping = true;
          setImmediate(pump);
        }
      }),
  };
}
