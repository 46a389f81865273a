import type { Questionnaire } from '../../contract/generated/schema-types';

export type QuestionnaireColumn = Questionnaire['columns'][number];

/** What the person entered: text per text field, chosen options per question (by column index). */
export type QuestionnaireValues = Record<number, string | readonly string[]>;

/** One answer as the server stores it (contracts: answers = JSON string of [{ name, text?, selects? }]). */
export interface QuestionnaireAnswer {
  name: string;
  text?: string;
  selects?: string[];
}

export const QUESTIONNAIRE_TEXT = {
  button: '问卷',
  submit: '提交',
  close: '关闭',
  required: '必填',
  missing: '有必填项未填写',
  answered: '您已提交过本问卷，再次提交将覆盖之前的答案',
} as const;

const isChoice = (column: QuestionnaireColumn) => column.type === 'question';

/**
 * Builds the answers in column order and lists the required columns left empty (required fields
 * are marked 'must'; a missing one → 有必填项未填写). Text is trimmed; phone keeps digits only.
 */
export function collectAnswers(columns: readonly QuestionnaireColumn[], values: QuestionnaireValues): { answers: QuestionnaireAnswer[]; missing: string[] } {
  const answers: QuestionnaireAnswer[] = [];
  const missing: string[] = [];
  columns.forEach((column, index) => {
    const value = values[index];
    if (isChoice(column)) {
      const selects = (Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []).filter((option) => column.options?.includes(option));
      if (column.must && selects.length === 0) missing.push(column.name);
      answers.push({ name: column.name, selects: [...selects] });
    } else {
      const raw = typeof value === 'string' ? value : '';
      const text = column.type === 'phone' ? raw.replace(/\D/g, '') : raw.trim();
      if (column.must && !text) missing.push(column.name);
      answers.push({ name: column.name, text });
    }
  });
  return { answers, missing };
}

/** Toggles an option: one choice for a single-select question, any number for a multiple one. */
export function chooseOption(column: QuestionnaireColumn, current: string | readonly string[] | undefined, option: string): string[] {
  const chosen = Array.isArray(current) ? current : typeof current === 'string' && current ? [current] : [];
  if (!column.multi_select) return [option];
  return chosen.includes(option) ? chosen.filter((o) => o !== option) : [...chosen, option];
}
