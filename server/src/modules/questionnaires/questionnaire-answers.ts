import type { QuestionnaireColumn } from '../../db/schema/lives';

/**
 * Checks a submission against the questionnaire's columns (docs/product-rules.md#questionnaires): answers is a
 * JSON array of { name, text?, selects? }, one per column name. Pure, so every rule is unit-tested.
 */
export interface StoredAnswer {
  name: string;
  type: QuestionnaireColumn['type'];
  text?: string;
  selects?: string[];
}

export type AnswerCheck = { ok: true; answers: StoredAnswer[] } | { ok: false; kind: 'malformed' | 'missing' | 'invalid'; message: string };

export const ANSWER_MESSAGES = {
  malformed: '参数错误: answers',
  missing: '有必填项未填写',
  invalid: (name: string) => `${name}格式错误`,
} as const;

const MAX_ENTRIES = 100;
const MAX_TEXT = { input: 200, phone: 20, textarea: 2000, questionAnswer: 2000 } as const;
const MOBILE = /^1\d{10}$/;

interface RawAnswer {
  name: string;
  text?: string;
  selects?: string[];
}

function parse(raw: string): RawAnswer[] | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length > MAX_ENTRIES) return null;
  const out: RawAnswer[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { name, text, selects } = entry as Record<string, unknown>;
    if (typeof name !== 'string') return null;
    if (text !== undefined && text !== null && typeof text !== 'string' && typeof text !== 'number') return null;
    if (selects !== undefined && selects !== null && !(Array.isArray(selects) && selects.length <= 50 && selects.every((s) => typeof s === 'string')))
      return null;
    out.push({
      name,
      ...(text !== undefined && text !== null ? { text: String(text) } : {}),
      ...(Array.isArray(selects) ? { selects: selects as string[] } : {}),
    });
  }
  return out;
}

export function checkAnswers(columns: QuestionnaireColumn[], raw: string): AnswerCheck {
  const given = parse(raw);
  if (!given) return { ok: false, kind: 'malformed', message: ANSWER_MESSAGES.malformed };
  const byName = new Map(given.map((a) => [a.name, a]));
  const answers: StoredAnswer[] = [];
  let missing = false;
  let invalid: string | null = null;
  for (const column of columns) {
    const answer = byName.get(column.name);
    if (column.type === 'question') {
      const selects = [...new Set(answer?.selects ?? [])];
      if (selects.length === 0) {
        if (column.must) missing = true;
        continue;
      }
      const options = column.options ?? [];
      if (selects.some((s) => !options.includes(s)) || (!column.multi_select && selects.length > 1)) invalid ??= column.name;
      answers.push({ name: column.name, type: column.type, selects });
      continue;
    }
    const text = (answer?.text ?? '').trim();
    if (!text) {
      if (column.must) missing = true;
      continue;
    }
    const value = column.type === 'phone' ? text.replace(/[\s-]/g, '') : text;
    if ([...value].length > MAX_TEXT[column.type] || (column.type === 'phone' && !MOBILE.test(value))) invalid ??= column.name;
    answers.push({ name: column.name, type: column.type, text: value });
  }
  // The required-field message comes first: it is what the client shows for an incomplete form.
  if (missing) return { ok: false, kind: 'missing', message: ANSWER_MESSAGES.missing };
  if (invalid !== null) return { ok: false, kind: 'invalid', message: ANSWER_MESSAGES.invalid(invalid) };
  return { ok: true, answers };
}
