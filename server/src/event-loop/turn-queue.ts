/**
 * Lets queued work through one piece per event-loop turn, with the loop polling for I/O in between. Work that
 * arrives together otherwise runs back to back in a single turn: sixty 30 KB section-event batches parsed
 * and validated in a row, or thirty requests' PGlite statements (which settle without any I/O), hold the
 * loop for 100–400 ms while every other request (a page, /healthz) waits. Awaiting `take()` first puts each
 * piece in its own turn. (No queue library does this: they limit how many run at once, not which turn of
 * the event loop they run in.)
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
