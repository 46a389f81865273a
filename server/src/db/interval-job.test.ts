import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntervalJob } from './interval-job';

afterEach(() => vi.useRealTimers());

describe('interval job', () => {
  it('joins a pass under way instead of starting a second one', async () => {
    let release!: (n: number) => void;
    const pass = vi.fn<() => Promise<number>>();
    pass.mockImplementationOnce(() => new Promise<number>((resolve) => (release = resolve))).mockImplementation(async () => 7);
    const job = createIntervalJob('test-job', pass, 1000);
    const first = job.runOnce();
    const second = job.runOnce();
    expect(pass).toHaveBeenCalledTimes(1);
    release(3);
    expect(await first).toBe(3);
    expect(await second).toBe(3);
    // Once it is done, the next call is a new pass.
    expect(await job.runOnce()).toBe(7);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('runs on every tick once started, reports a failed tick and tries again on the next, and stops', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const pass = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(1);
    const job = createIntervalJob('test-job', pass, 1000, (error) => errors.push(error));
    job.start();
    job.start(); // a second start keeps the one timer
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(2);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(pass).toHaveBeenCalledTimes(2);
  });
});
