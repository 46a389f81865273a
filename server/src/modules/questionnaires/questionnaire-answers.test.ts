import { describe, expect, it } from 'vitest';
import type { QuestionnaireColumn } from '../../db/schema/lives';
import { ANSWER_MESSAGES, checkAnswers } from './questionnaire-answers';

const COLUMNS: QuestionnaireColumn[] = [
  { type: 'input', name: '姓名', must: true },
  { type: 'phone', name: '电话', must: true },
  { type: 'question', name: '满意度', must: true, multi_select: false, options: ['满意', '一般'] },
  { type: 'question', name: '主题', must: false, multi_select: true, options: ['指南', '病例', '科研'] },
  { type: 'textarea', name: '建议', must: false },
  { type: 'questionAnswer', name: '问答', must: false },
];
const check = (answers: unknown) => checkAnswers(COLUMNS, JSON.stringify(answers));
const complete = [
  { name: '姓名', text: '张三' },
  { name: '电话', text: '138 0000 0001' },
  { name: '满意度', selects: ['满意'] },
];

describe('questionnaire answers', () => {
  it('accepts a complete answer and keeps only answered columns, phone digits only', () => {
    expect(check(complete)).toEqual({
      ok: true,
      answers: [
        { name: '姓名', type: 'input', text: '张三' },
        { name: '电话', type: 'phone', text: '13800000001' },
        { name: '满意度', type: 'question', selects: ['满意'] },
      ],
    });
    const more = check([...complete, { name: '主题', selects: ['指南', '科研'] }, { name: '建议', text: '多些病例' }, { name: '未知', text: 'x' }]);
    expect(more.ok && more.answers.map((a) => a.name)).toEqual(['姓名', '电话', '满意度', '主题', '建议']);
  });

  it('answers 有必填项未填写 when any required column is empty', () => {
    for (const drop of ['姓名', '电话', '满意度']) {
      expect(check(complete.filter((a) => a.name !== drop))).toEqual({ ok: false, kind: 'missing', message: ANSWER_MESSAGES.missing });
    }
    expect(check(complete.map((a) => (a.name === '姓名' ? { name: '姓名', text: '   ' } : a)))).toMatchObject({ kind: 'missing' });
    expect(check([])).toMatchObject({ kind: 'missing' });
  });

  it('refuses bad phones, unknown options, several choices for single choice and overlong text', () => {
    expect(check(complete.map((a) => (a.name === '电话' ? { name: '电话', text: '12345' } : a)))).toEqual({
      ok: false,
      kind: 'invalid',
      message: '电话格式错误',
    });
    expect(check(complete.map((a) => (a.name === '满意度' ? { name: '满意度', selects: ['很好'] } : a)))).toMatchObject({ message: '满意度格式错误' });
    expect(check(complete.map((a) => (a.name === '满意度' ? { name: '满意度', selects: ['满意', '一般'] } : a)))).toMatchObject({ message: '满意度格式错误' });
    expect(check([...complete, { name: '建议', text: '字'.repeat(2001) }])).toMatchObject({ message: '建议格式错误' });
  });

  it('refuses malformed JSON and shapes', () => {
    for (const raw of [
      '',
      'not json',
      '{}',
      '[1]',
      '[{"text":"x"}]',
      '[{"name":"姓名","selects":"a"}]',
      '[{"name":"姓名","text":{}}]',
      JSON.stringify(Array(101).fill({ name: 'x' })),
    ]) {
      expect(checkAnswers(COLUMNS, raw)).toMatchObject({ ok: false, kind: 'malformed' });
    }
  });
});
