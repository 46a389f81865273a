import type { Comparison, Condition } from '../../../contract/generated/schema-types';
import { parseLiteral } from './value-source';

/** A typed value: 是/否 as yes/no, numbers as numbers, anything else as text. */
function parseValue(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '是') return true;
  if (trimmed === '否') return false;
  return parseLiteral(text);
}

// The condition language (schemas/layout/condition.json) as a form holds it: a list of comparisons joined
// by 全部满足 (all) or 任一满足 (any). Nested groups and `not` have no form: they stay in the raw view.

export type ComparisonOp = Comparison['op'];
export type Join = 'all' | 'any';

/** Comparisons in the order an operator looks for them, with their names. */
export const COMPARISONS: ReadonlyArray<{ op: ComparisonOp; label: string }> = [
  { op: 'eq', label: '等于' },
  { op: 'ne', label: '不等于' },
  { op: 'gt', label: '大于' },
  { op: 'gte', label: '大于或等于' },
  { op: 'lt', label: '小于' },
  { op: 'lte', label: '小于或等于' },
  { op: 'in', label: '是其中之一' },
  { op: 'nin', label: '不是其中任何一个' },
  { op: 'nonempty', label: '不为空' },
  { op: 'empty', label: '为空' },
  { op: 'exists', label: '有值' },
  { op: 'truthy', label: '为“是”' },
  { op: 'falsy', label: '为“否”' },
];

/** Comparisons that read no value of their own. */
const UNARY: ReadonlySet<ComparisonOp> = new Set(['exists', 'truthy', 'falsy', 'empty', 'nonempty']);
/** Comparisons whose value is a list. */
const LISTS: ReadonlySet<ComparisonOp> = new Set(['in', 'nin']);

export const takesValue = (op: ComparisonOp) => !UNARY.has(op);
export const takesList = (op: ComparisonOp) => LISTS.has(op);

/** One comparison as typed: the field is a reference, the value text until the form reads it. */
export interface ConditionRow {
  path: string | undefined;
  op: ComparisonOp;
  value: string;
  /** The stored value the text was shown from: kept as it is (a "3" stays a string) while the text is unchanged. */
  stored?: unknown;
}

export interface ConditionRows {
  join: Join;
  rows: ConditionRow[];
}

const isComparison = (condition: Condition): condition is Comparison => 'op' in condition;

/** Yes/no as an operator writes them. */
const YES = '是';
const NO = '否';

function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? YES : NO;
  if (Array.isArray(value)) return value.map(valueText).join('，');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function rowOf(comparison: Comparison): ConditionRow {
  return { path: comparison.path, op: comparison.op, value: valueText(comparison.value), stored: comparison.value };
}

/** The form of a condition, or null when it has a shape the form cannot show (nested groups, `not`). */
export function rowsOf(condition: Condition | undefined): ConditionRows | null {
  if (!condition) return { join: 'all', rows: [] };
  if (isComparison(condition)) return { join: 'all', rows: [rowOf(condition)] };
  if ('all' in condition || 'any' in condition) {
    const join: Join = 'all' in condition ? 'all' : 'any';
    const parts = 'all' in condition ? condition.all : condition.any;
    if (!parts.every(isComparison)) return null;
    return { join, rows: parts.filter(isComparison).map(rowOf) };
  }
  return null;
}

function comparisonOf(row: ConditionRow & { path: string }): Comparison {
  if (!takesValue(row.op)) return { path: row.path, op: row.op };
  const listed = Array.isArray(row.stored);
  if (row.stored !== undefined && listed === takesList(row.op) && row.value === valueText(row.stored)) return { path: row.path, op: row.op, value: row.stored };
  if (takesList(row.op))
    return {
      path: row.path,
      op: row.op,
      value: row.value
        .split(/[,，、]/)
        .map((part) => part.trim())
        .filter(Boolean)
        .map(parseValue),
    };
  return { path: row.path, op: row.op, value: parseValue(row.value) };
}

/**
 * The condition the rows say: none without a complete row (no field picked yet), one comparison alone,
 * several under their join. A row without a field is left out until it has one.
 */
export function conditionOf({ join, rows }: ConditionRows): Condition | undefined {
  const complete = rows.filter((row): row is ConditionRow & { path: string } => row.path !== undefined && row.path !== '').map(comparisonOf);
  if (complete.length === 0) return undefined;
  if (complete.length === 1) return complete[0];
  return join === 'all' ? { all: complete } : { any: complete };
}
