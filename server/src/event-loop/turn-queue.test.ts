import { describe, expect, it } from 'vitest';
import { createTurnQueue } from './turn-queue';

function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('turn queue', () => {
  it('lets a due timer run between pieces of queued work, and lets every piece through in order', async () => {
    const turns = createTurnQueue();
    const order: string[] = [];
    const pieces = Array.from({ length: 4 }, (_, i) =>
      turns.take().then(() => {
        order.push(`piece ${i}`);
        busyFor(3);
      }),
    );
    setTimeout(() => order.push('timer'), 1);
    await Promise.all(pieces);
    expect(order.filter((entry) => entry.startsWith('piece'))).toEqual(['piece 0', 'piece 1', 'piece 2', 'piece 3']);
    // Let through all at once, the 12 ms of work would run before the timer.
    expect(order.indexOf('timer')).toBeGreaterThan(-1);
    expect(order.indexOf('timer')).toBeLessThan(order.indexOf('piece 3'));
  });

  it('lets work through again after the queue ran empty', async () => {
    const turns = createTurnQueue();
    await turns.take();
    await turns.take();
    await Promise.all([turns.take(), turns.take()]);
  });
});
