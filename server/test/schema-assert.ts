import type { ValidateFunction } from 'ajv';
import { expect } from 'vitest';
import type { EndpointName } from '../../src/generated/endpoints';
import { loadSchemaStore } from '../../tools/schema-store/schema-store';
import { loadCatalogue } from '../src/plugins/catalogue';

const validators = new Map<string, ValidateFunction>();

/**
 * Asserts a response body is a success envelope whose data matches the endpoint's catalogue response
 * schema, validated by a strict ajv (no coercion, no stripping) — what the client will rely on.
 */
export function expectEndpointData(name: EndpointName, body: unknown): void {
  expect(body).toMatchObject({ code: 0, message: expect.any(String) });
  let validate = validators.get(name);
  if (!validate) {
    validate = loadSchemaStore().ajv.compile(loadCatalogue()[name].response);
    validators.set(name, validate);
  }
  const data = (body as { data: unknown }).data;
  const ok = validate(data);
  expect(ok ? [] : validate.errors, `${name} response matches its schema`).toEqual([]);
}

/** A refusal: code ≠ 0, a message, and never a server error. */
export function expectRefusal(
  response: { statusCode: number; json(): unknown },
  status: number,
  message?: string | RegExp,
): void {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { code: number; message: string };
  expect(body.code).not.toBe(0);
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toMatch(message);
}
