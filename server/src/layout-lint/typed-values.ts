// Whether a value can have the type of the place it goes: a bound prop's reference against the prop's
// schema, an action argument (a literal, or a reference) against the argument's schema. Only what the
// schemas can tell is refused; a reference of unknown type (an event's payload) passes.
import { isReference } from '../../../contract/bind/scope';
import { describeTypes, schemaTypes, typesCompatible, type TypeSet } from '../../../contract/bind/value-types';
import { resolveRef, type JsonSchema, type SchemaStore, type WidgetSchemaFile } from '../schemas/schema-store';
import { referenceTypes, schemaResolver, type ReferenceContext } from './reference-types';
import { validateExplained } from './schema-errors';

export interface TypedValueIssue {
  kind: 'binding-type' | 'action-arg';
  path: string;
  /** What is wrong, without the place: the lint names the place (issue-subject.ts) in front of it. */
  reason: string;
  /** The schema's own messages at this path would only repeat this one. */
  explainsSchema: boolean;
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A schema with its `$ref` chain followed (for the keywords an expectation names). */
function derefSchema(store: SchemaStore, base: string, schema: JsonSchema): JsonSchema {
  let current = { id: base, schema };
  for (let i = 0; i < 10 && typeof current.schema.$ref === 'string'; i++) {
    const next = resolveRef(store.byId, current.id, current.schema.$ref);
    if (!next) break;
    current = next;
  }
  return current.schema;
}

/** What an argument must be, in an operator's words: "非空文字，或指向文字的引用". */
function expectation(schema: JsonSchema, accepted: TypeSet): string {
  if (Array.isArray(schema.enum)) return `以下之一：${schema.enum.map((v) => JSON.stringify(v)).join('、')}`;
  const types = describeTypes(accepted);
  const nonEmpty = accepted?.has('string') && typeof schema.minLength === 'number' && schema.minLength > 0 ? '非空' : '';
  return accepted?.has('string') ? `${nonEmpty}${types}，或指向${types}的引用` : `${nonEmpty}${types}`;
}

/**
 * Each typed argument of a known action (`at` points at the action): a reference must be able to
 * reach the argument's type, a literal must be of it. Untyped (any-value) arguments are resolved member
 * by member at run time and not checked here.
 */
export function actionArgIssues(ctx: ReferenceContext, action: Record<string, unknown>, at: string): TypedValueIssue[] {
  const { store } = ctx;
  const id = typeof action.action === 'string' ? store.actions.get(action.action) : undefined;
  const properties = (id ? store.byId.get(id)?.properties : undefined) as Record<string, JsonSchema> | undefined;
  if (!id || !properties) return [];
  const resolve = schemaResolver(store);
  const issues: TypedValueIssue[] = [];
  for (const [key, value] of Object.entries(action)) {
    if (key === 'action' || !(key in properties)) continue;
    const accepted = schemaTypes({ base: id, schema: properties[key] }, resolve);
    if (accepted === null) continue;
    const path = `${at}/${escapePointer(key)}`;
    const wanted = expectation(derefSchema(store, id, properties[key]), accepted);
    if (isReference(value)) {
      const actual = referenceTypes(ctx, value);
      if (!typesCompatible(actual, accepted)) {
        const reason = `必须是${wanted}，但 ${value} 是${describeTypes(actual)}`;
        issues.push({ kind: 'action-arg', path, reason, explainsSchema: false });
      }
      continue;
    }
    // Objects and lists: the schema's own messages say which member is wrong.
    if (accepted.has('object') || accepted.has('array')) continue;
    if (validateExplained(store, `${id}#/properties/${escapePointer(key)}`, value).length === 0) continue;
    const reason = `必须是${wanted}，现在是 ${JSON.stringify(value)}`;
    issues.push({ kind: 'action-arg', path, reason, explainsSchema: true });
  }
  return issues;
}

/** Each bound prop of a node (`at` points at the node) whose reference cannot have the prop's type. */
export function bindTypeIssues(ctx: ReferenceContext, widget: WidgetSchemaFile, bind: Record<string, unknown>, at: string): TypedValueIssue[] {
  const declared = (widget.schema.properties ?? {}) as Record<string, JsonSchema>;
  const resolve = schemaResolver(ctx.store);
  const issues: TypedValueIssue[] = [];
  for (const [key, value] of Object.entries(bind)) {
    if (!(key in declared) || !isReference(value)) continue;
    const accepted = schemaTypes({ base: widget.id, schema: declared[key] }, resolve);
    const actual = referenceTypes(ctx, value);
    if (typesCompatible(actual, accepted)) continue;
    const path = `${at}/bind/${escapePointer(key)}`;
    const reason = `要求${describeTypes(accepted)}，但绑定的 ${value} 是${describeTypes(actual)}`;
    issues.push({ kind: 'binding-type', path, reason, explainsSchema: false });
  }
  return issues;
}
