import type { JsonSchema } from '../../plugins/schemas';
import { schemaId } from '../../plugins/schemas';

// The /ops/api answers are described once, in schemas/ops/*.json (the console's types are generated from
// the same files). Routes declare them as Fastify response schemas; ops-responses.test.ts checks every
// real answer against them with a strict validator.

/** `$ref` to schemas/ops/<file>.json. */
export const opsSchema = (file: string): JsonSchema => ({ $ref: schemaId(`schemas/ops/${file}.json`) });

/** `{ list: [<file>] }` — the list answers of the content routes, whose item schema depends on the kind. */
export const opsListOf = (file: string): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: ['list'],
  properties: { list: { type: 'array', items: opsSchema(file) } },
});

/** The success envelope `{ code, message, data }` with `data` as given (a file name or a schema). */
export function opsEnvelope(data: string | JsonSchema): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['code', 'message', 'data'],
    properties: { code: { type: 'integer' }, message: { type: 'string' }, data: typeof data === 'string' ? opsSchema(data) : data },
  };
}

/** `schema.response` for a route whose 200 answer's data is `data`. Refusals keep the error envelope. */
export const opsResponse = (data: string | JsonSchema) => ({ 200: opsEnvelope(data) });
