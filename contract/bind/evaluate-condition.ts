import type { Condition } from '../generated/schema-types';
import type { BindingScope } from './scope';
import { resolveReference } from './resolve-value';

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

// Loose equality between numbers and numeric strings: route params and query values are strings.
function same(left: unknown, right: unknown): boolean {
  if (typeof left === 'number' && typeof right === 'string') return right !== '' && left === Number(right);
  if (typeof left === 'string' && typeof right === 'number') return left !== '' && Number(left) === right;
  return left === right;
}

function compare(left: unknown, right: unknown): number | null {
  const a = typeof left === 'string' && left !== '' ? Number(left) : left;
  const b = typeof right === 'string' && right !== '' ? Number(right) : right;
  if (typeof a !== 'number' || typeof b !== 'number' || Number.isNaN(a) || Number.isNaN(b)) return null;
  return a - b;
}

/** The closed condition language of schemas/layout/condition.json; no JavaScript is ever evaluated. */
export function evaluateCondition(condition: Condition | undefined, scope: BindingScope): boolean {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((part) => evaluateCondition(part, scope));
  if ('any' in condition) return condition.any.some((part) => evaluateCondition(part, scope));
  if ('not' in condition) return !evaluateCondition(condition.not, scope);
  const left = resolveReference(condition.path, scope);
  const right = condition.value;
  switch (condition.op) {
    case 'eq':
      return same(left, right);
    case 'ne':
      return !same(left, right);
    case 'gt': {
      const c = compare(left, right);
      return c !== null && c > 0;
    }
    case 'gte': {
      const c = compare(left, right);
      return c !== null && c >= 0;
    }
    case 'lt': {
      const c = compare(left, right);
      return c !== null && c < 0;
    }
    case 'lte': {
      const c = compare(left, right);
      return c !== null && c <= 0;
    }
    case 'in':
      return Array.isArray(right) && right.some((candidate) => same(left, candidate));
    case 'nin':
      return Array.isArray(right) && !right.some((candidate) => same(left, candidate));
    case 'exists':
      return left !== undefined && left !== null;
    case 'truthy':
      return Boolean(left);
    case 'falsy':
      return !left;
    case 'empty':
      return isEmpty(left);
    case 'nonempty':
      return !isEmpty(left);
    default:
      return false;
  }
}
