// The profile form's rule engine, shared by the client (profile-form widget) and the server (PUT
// /user/api/add-info): both read the SAME field definitions from the add-info layout, so a rule changed
// there changes what the form and the server accept. Pure: no React, no DOM, no database.
import type { Condition } from '../generated/schema-types';
import { evaluateCondition } from '../bind/evaluate-condition';

/** Wire values: form-encoded strings; lists comma-joined (docs/product-rules.md#requests-and-responses). */
export type FormValues = Record<string, string>;

export type FieldKind = 'text' | 'identity' | 'region' | 'select' | 'tree' | 'picker' | 'tags' | 'chips';

export interface FormatRule {
  rule: 'minLength' | 'maxLength' | 'notAllDigits' | 'notRepeatedChar';
  value?: number;
  /** Default 格式错误 (docs/product-rules.md#profile-completion). */
  message?: string;
}

export interface FieldRequirement {
  /** Wire key that must be filled first, e.g. city_id before a hospital. */
  key: string;
  message: string;
}

export interface FormField {
  name: string;
  label: string;
  kind: FieldKind;
  /** Main wire key: the text, the chosen id, or the comma-joined ids. */
  key: string;
  /** Wire key of the chosen option's name (names comma-joined for lists). */
  nameKey?: string;
  /** identity: wire key of the sub-type chosen under a parent identity (other → patient, …). */
  subKey?: string;
  /** Further option properties kept on the wire, e.g. { "pccm": "hospital_level_name" }. */
  extraKeys?: Record<string, string>;
  placeholder?: string;
  /** true, or a condition on the values ($item.<key>): needs are required unless identity is other. */
  required?: boolean | Condition;
  /** Default: label + 不能为空. */
  requiredMessage?: string;
  rules?: FormatRule[];
  maxItems?: number;
  /** Default: 最多选择N个. */
  maxItemsMessage?: string;
  /** Shown (and sent, and checked) only when this holds; $item.<key> reads the form values. */
  when?: Condition;
  /** Ordering rules: 请选择省市 before a hospital or school, 请选择学校 before a major, 请选择医院 before a department. */
  requires?: FieldRequirement[];
  /** Options come from the widget's `sources[source]` (bound from a data entry in the layout). */
  source?: string;
  /** kind picker: the picker screen (route name) and its fixed query. */
  picker?: { route: string; query?: Record<string, string> };
}

export interface FieldError {
  field: string;
  key: string;
  message: string;
}

export interface RuleContext {
  /** Sub-type → parent identity (1, 6, 7 → 4): the wire sends the sub-type in place of "other". */
  identityParents?: Readonly<Record<string, string>>;
  /**
   * A returning user of the older system (is_prompt 1), told 如无需修改，您可点击完成: conditions read it as
   * `$state.returning`, so what the older form never asked (需求) does not stop 完成. The server takes it from
   * the user's row, never from the request.
   */
  returning?: boolean;
}

export const FORMAT_MESSAGE = '格式错误';
/** The province/city/district keys the region cascader fills (docs/product-rules.md#profile-completion). */
export const REGION_KEYS = {
  provinceId: 'province_id',
  provinceName: 'province_name',
  cityId: 'city_id',
  cityName: 'city_name',
  municipalityId: 'municipality_id',
  municipalityName: 'municipality_name',
} as const;

/**
 * A region as people read it: 北京市 海淀区, not 北京市 北京市 海淀区 — a municipality is its own province and
 * city, so a part equal to the one before it is said once.
 */
export function regionText(names: ReadonlyArray<string | undefined>): string {
  const parts = names.map((name) => (name ?? '').trim()).filter(Boolean);
  return parts.filter((name, i) => i === 0 || name !== parts[i - 1]).join(' ');
}

export function requiredMessage(field: FormField): string {
  return field.requiredMessage ?? `${field.label}不能为空`;
}

export function maxItemsMessage(field: FormField): string {
  return field.maxItemsMessage ?? `最多选择${field.maxItems}个`;
}

/** Every wire key a field writes. */
export function fieldKeys(field: FormField): string[] {
  const keys = field.kind === 'region' ? Object.values(REGION_KEYS) : [field.key];
  if (field.nameKey) keys.push(field.nameKey);
  if (field.subKey) keys.push(field.subKey);
  if (field.extraKeys) keys.push(...Object.values(field.extraKeys));
  return [...new Set(keys)];
}

export function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function scopeOf(values: FormValues, context: RuleContext = {}) {
  return { data: {}, route: { params: {}, query: {} }, state: { returning: context.returning === true }, item: values };
}

export function isVisible(field: FormField, values: FormValues): boolean {
  return evaluateCondition(field.when, scopeOf(values));
}

export function isRequired(field: FormField, values: FormValues, context: RuleContext = {}): boolean {
  if (field.required === undefined || field.required === false) return false;
  if (field.required === true) return true;
  return evaluateCondition(field.required, scopeOf(values, context));
}

/** The first unmet ordering rule (e.g. 请选择省市), or null. */
export function unmetRequirement(field: FormField, values: FormValues): string | null {
  const missing = field.requires?.find((requirement) => !(values[requirement.key] ?? '').trim());
  return missing ? missing.message : null;
}

function chars(text: string): number {
  return Array.from(text).length;
}

/** One format rule on a non-empty text; true when it holds. */
export function formatRuleHolds(rule: FormatRule, text: string): boolean {
  switch (rule.rule) {
    case 'minLength':
      return chars(text) >= (rule.value ?? 0);
    case 'maxLength':
      return chars(text) <= (rule.value ?? Number.MAX_SAFE_INTEGER);
    case 'notAllDigits':
      return !/^\d+$/.test(text);
    // "Not one repeated letter": 'aaaa', '哈哈' are refused; a single character is left to minLength.
    case 'notRepeatedChar':
      return !/^(.)\1+$/su.test(text);
    default:
      return true;
  }
}

/**
 * The first failing format rule's message on a text, or null. Without a message of its own the rule
 * answers "<field label>格式错误", so the person knows which field to fix.
 */
export function formatError(rules: readonly FormatRule[] | undefined, text: string, label = ''): string | null {
  const failed = rules?.find((rule) => !formatRuleHolds(rule, text));
  return failed ? (failed.message ?? `${label}${FORMAT_MESSAGE}`) : null;
}

function identityHasSubTypes(value: string, context: RuleContext): boolean {
  return Object.values(context.identityParents ?? {}).includes(value);
}

/** Checks one visible field; null when it passes. */
export function validateField(field: FormField, values: FormValues, context: RuleContext = {}): string | null {
  const value = (values[field.key] ?? '').trim();
  if (!value) return isRequired(field, values, context) ? requiredMessage(field) : null;
  const requirement = unmetRequirement(field, values);
  if (requirement) return requirement;
  if (field.kind === 'identity' && field.subKey && identityHasSubTypes(value, context) && !(values[field.subKey] ?? '').trim()) {
    return requiredMessage(field);
  }
  if (field.kind === 'tags' || field.kind === 'chips') {
    if (field.maxItems !== undefined && splitList(value).length > field.maxItems) return maxItemsMessage(field);
    return null;
  }
  if (field.kind === 'text') return formatError(field.rules, value, field.label);
  // A chosen option's name (a hospital added by hand) obeys the same format rules as typed text.
  if (field.rules?.length && field.nameKey) return formatError(field.rules, (values[field.nameKey] ?? '').trim(), field.label);
  return null;
}

/** Every error, in the definition's order (the client shows the first as a toast; the server answers it). */
export function validateForm(fields: readonly FormField[], values: FormValues, context: RuleContext = {}): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of fields) {
    if (!isVisible(field, values)) continue;
    const message = validateField(field, values, context);
    if (message) errors.push({ field: field.name, key: field.key, message });
  }
  return errors;
}

/**
 * Keys to clear when `changed` gets a new value (`before` → `after`): fields whose condition reads it and
 * that do not stay shown (a doctor turning student keeps the region, loses the hospital), and fields
 * that require it (a new hospital clears the department), following the chain.
 */
export function dependentKeys(fields: readonly FormField[], changed: FormField, before: FormValues, after: FormValues): string[] {
  const own = new Set(fieldKeys(changed));
  const mentions = (condition: unknown): boolean =>
    JSON.stringify(condition ?? null)
      .match(/\$item\.([A-Za-z0-9_]+)/g)
      ?.some((ref) => own.has(ref.slice(6))) ?? false;
  const stays = (field: FormField) => isVisible(field, before) && isVisible(field, after);
  const cleared = new Set<string>();
  for (const field of fields) {
    if (field === changed) continue;
    const byCondition = (mentions(field.when) || mentions(field.required)) && !stays(field);
    const byRequirement = field.requires?.some((requirement) => own.has(requirement.key));
    if (byCondition || byRequirement) fieldKeys(field).forEach((key) => cleared.add(key));
  }
  for (const field of fields) {
    if (field.requires?.some((requirement) => cleared.has(requirement.key))) fieldKeys(field).forEach((key) => cleared.add(key));
  }
  // A key still written by a field that stays shown is kept.
  for (const field of fields)
    if (field !== changed && stays(field) && !field.requires?.some((r) => own.has(r.key) || cleared.has(r.key)))
      fieldKeys(field).forEach((key) => cleared.delete(key));
  return [...cleared].filter((key) => !own.has(key));
}

/** Values with `changed` set and its dependants cleared. */
export function applyChange(fields: readonly FormField[], values: FormValues, changed: FormField, patch: FormValues): FormValues {
  const after: FormValues = { ...values, ...patch };
  const next: FormValues = { ...after };
  for (const key of dependentKeys(fields, changed, values, after)) next[key] = '';
  return next;
}

/**
 * What the client sends: every key of every field, hidden fields blank (for "other" the location
 * fields are blank), and the identity replaced by the chosen sub-type (original call add-info).
 */
export function toWire(fields: readonly FormField[], values: FormValues): FormValues {
  const wire: FormValues = {};
  // Several fields may share a key (unit, organisation and media names are all company_name): a hidden one must not blank a shown one.
  const shown = new Set(fields.filter((field) => isVisible(field, values)).flatMap(fieldKeys));
  for (const key of fields.flatMap(fieldKeys)) wire[key] = shown.has(key) ? (values[key] ?? '').trim() : '';
  for (const field of fields) {
    if (field.kind !== 'identity' || !field.subKey) continue;
    const sub = wire[field.subKey];
    if (sub) wire[field.key] = sub;
  }
  return wire;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join(',');
  if (typeof value === 'object') return '';
  return String(value);
}

/** The server's (and the edit screen's) reading of a payload: strings only, the sub-type folded back under its parent. */
export function fromWire(fields: readonly FormField[], body: Record<string, unknown>, context: RuleContext = {}): FormValues {
  const values: FormValues = {};
  for (const field of fields) for (const key of fieldKeys(field)) values[key] = asText(body[key]).trim();
  for (const field of fields) {
    if (field.kind !== 'identity' || !field.subKey) continue;
    const parent = context.identityParents?.[values[field.key]];
    if (parent) {
      values[field.subKey] = values[field.key];
      values[field.key] = parent;
    }
  }
  return values;
}
