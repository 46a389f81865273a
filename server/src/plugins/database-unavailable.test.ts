import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';
import { registerErrorMapping } from './envelope';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database outages', () => {
  it('recognises connection failures and server shutdowns, also wrapped by drizzle', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Failed query: select 1'), { cause: withCode('ECONNRESET') }))).toBe(true);
    // Real bugs and constraint errors stay 500s / their own mapping.
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('answers 503 with Retry-After and a clear message instead of 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorMapping(app);
    app.get('/down', async () => {
      throw Object.assign(new Error('Failed query'), { cause: withCode('ECONNREFUSED') });
    });
    app.get('/bug', async () => {
      throw new TypeError('boom');
    });
    const down = await app.inject('/down');
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({ code: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
    expect((await app.inject('/bug')).statusCode).toBe(500);
    await app.close();
  });
});
