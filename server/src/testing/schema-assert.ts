import type { ValidateFunction } from 'ajv';
import { expect } from 'vitest';
import type { EndpointName } from '../../../contract/generated/endpoints';
import { idOf, loadSchemaStore, type JsonSchema } from '../schemas/schema-store';
import { loadCatalogue } from '../plugins/catalogue';

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

const dataValidators = new Map<string, ValidateFunction>();

/**
 * For routes outside the endpoint catalogue (e.g. /ops/api): asserts `data` (of a success envelope, or
 * of a refusal when `refusal` is set) matches `schema` — a schemas/ file path such as
 * 'schemas/ops/ops-operator.json', or a schema whose `$ref`s are absolute — with the same strict ajv.
 */
export function expectDataMatches(schema: string | JsonSchema, body: unknown, options: { refusal?: boolean } = {}): void {
  if (options.refusal) expect((body as { code?: unknown }).code).not.toBe(0);
  else expect(body).toMatchObject({ code: 0, message: expect.any(String) });
  const key = typeof schema === 'string' ? schema : JSON.stringify(schema);
  let validate = dataValidators.get(key);
  if (!validate) {
    validate = loadSchemaStore().ajv.compile(typeof schema === 'string' ? { $ref: idOf(schema) } : schema);
    dataValidators.set(key, validate);
  }
  const ok = validate((body as { data: unknown }).data);
  expect(ok ? [] : validate.errors, `${typeof schema === 'string' ? schema : 'data'} matches its schema`).toEqual([]);
}

/** A refusal: code ≠ 0, a message, and never a server error. */
export function expectRefusal(response: { statusCode: number; json(): unknown }, status: number, message?: string | RegExp): void {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { code: number; message: string };
  expect(body.code).not.toBe(0);
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toMatch(message);
}
