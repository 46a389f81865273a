import type { OpsLiveInput } from '../../../../contract/generated/schema-types';
import type { QuestionnaireColumn } from '../../db/schema/index';

// How the back office's questionnaire questions (single / multiple choice, long or one-line text, a mobile
// number) are stored in the questionnaires table's columns, and back.

export type LiveQuestion = NonNullable<OpsLiveInput['questionnaire_questions']>[number];

export function columnOf(question: LiveQuestion): QuestionnaireColumn {
  const must = question.must ?? true;
  if (question.type === 'text') return { type: 'textarea', name: question.name, must };
  if (question.type === 'input' || question.type === 'phone') return { type: question.type, name: question.name, must };
  return { type: 'question', name: question.name, must, multi_select: question.type === 'multiple', options: question.options ?? [] };
}

export function questionOf(column: QuestionnaireColumn): LiveQuestion {
  if (column.type === 'input' || column.type === 'phone') return { type: column.type, name: column.name, must: column.must, options: [] };
  if (column.type !== 'question') return { type: 'text', name: column.name, must: column.must, options: [] };
  return { type: column.multi_select ? 'multiple' : 'single', name: column.name, must: column.must, options: column.options ?? [] };
}
