import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, type PhoneSession } from './phone-browser';
import { e2eServer } from './e2e-server';

// What goes wrong on a doctor's phone reaches the server's metrics: a widget whose code cannot be downloaded
// (the content list's and the banner's chunks fail, as after a deploy or on a dropped connection), an uncaught error and an
// unhandled rejection of the page. The server runs with its metrics port, as in production; other files' phones
// may report too, so each count is compared with its value before.

/** The value of `byh_client_errors_total{kind=…}` on the metrics port (0 when the series is not there yet). */
async function clientErrors(metricsUrl: string, kind: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const line = text.split('\n').find((row) => row.startsWith('byh_client_errors_total{') && row.includes(`kind="${kind}"`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('client error reports', () => {
  const baseUrl = e2eServer.baseUrl;
  const metricsUrl = e2eServer.metricsUrl;
  let phone: PhoneSession;

  beforeAll(async () => {
    phone = await openPhone(baseUrl);
  });
  afterAll(async () => {
    await phone?.close();
  });

  it('counts a widget chunk that fails to load, an uncaught error and an unhandled rejection by kind', async () => {
    const { page } = phone;
    const kinds = ['chunk-load-error', 'uncaught-error', 'unhandled-rejection'];
    const before = Object.fromEntries(await Promise.all(kinds.map(async (kind) => [kind, await clientErrors(metricsUrl, kind)] as const)));
    await page.route(/\/assets\/(?:content-list|banner-carousel)-[^/]*\.js$/, (route) => route.abort('connectionreset'));
    await page.goto('/');
    // The rest of the page shows; the banner's place stays empty for the doctor.
    await page.getByRole('tab', { name: '推荐' }).waitFor();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e uncaught error');
      });
      void Promise.reject(new Error('e2e unhandled rejection'));
    });
    for (const kind of kinds) await expect.poll(() => clientErrors(metricsUrl, kind), { timeout: 15_000 }).toBeGreaterThan(before[kind]);

    // The public port has no metrics: the app's path answers a JSON 404.
    const exposed = await fetch(`${baseUrl}/metrics`);
    expect(exposed.status).toBe(404);
    expect(await exposed.text()).not.toContain('byh_client_errors_total');
  });
});
