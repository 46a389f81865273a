import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { render } from '@testing-library/react';
import { chooseOption, collectAnswers, type QuestionnaireColumn } from './questionnaire-form';
import { LiveQuestionnaire } from './live-questionnaire';
import example from './live-questionnaire.example.json';

const node = example as LayoutNode;
const columns = example.props.questionnaire.columns as QuestionnaireColumn[];

describe('questionnaire validation', () => {
  it('lists required fields left empty (blank text, no choice) and builds answers in column order', () => {
    expect(collectAnswers(columns, { 0: '  ' }).missing).toEqual(['您的姓名', '您对本场直播内容是否满意？']);
    const { answers, missing } = collectAnswers(columns, { 0: ' 张三 ', 1: '138-0000', 2: ['满意'], 3: ['病例讨论', '不存在'] });
    expect(missing).toEqual([]);
    expect(answers).toEqual([
      { name: '您的姓名', text: '张三' },
      { name: '联系电话', text: '1380000' },
      { name: '您对本场直播内容是否满意？', selects: ['满意'] },
      { name: '您希望增加哪些主题？', selects: ['病例讨论'] },
      { name: '其他建议', text: '' },
    ]);
  });

  it('single choice replaces, multiple choice toggles', () => {
    expect(chooseOption(columns[2], ['满意'], '一般')).toEqual(['一般']);
    expect(chooseOption(columns[3], ['指南解读'], '病例讨论')).toEqual(['指南解读', '病例讨论']);
    expect(chooseOption(columns[3], ['指南解读', '病例讨论'], '指南解读')).toEqual(['病例讨论']);
  });
});

describe('live-questionnaire', () => {
  it('marks required fields and says 有必填项未填写 when one is missing', async () => {
    const view = await renderNode(node);
    await userEvent.click(await screen.findByRole('button', { name: '问卷' }));
    expect(screen.getAllByText(/必填/)).toHaveLength(2);
    await userEvent.type(screen.getByRole('textbox', { name: /您的姓名/ }), '张三');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(view.toasts()).toEqual(['有必填项未填写']);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is hidden when the live has no questionnaire', () => {
    const { container } = render(<LiveQuestionnaire props={{ questionnaire: null }} emit={async () => true} nodeId="n" preview={false} />);
    expect(container.innerHTML).toBe('');
  });

  it('submits the answers and closes on success', async () => {
    const calls: unknown[] = [];
    render(
      <LiveQuestionnaire
        props={{ questionnaire: example.props.questionnaire as never }}
        emit={async (event, payload) => (calls.push([event, payload]), true)}
        nodeId="n"
        preview={false}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '问卷' }));
    await userEvent.type(screen.getByRole('textbox', { name: /您的姓名/ }), '张三');
    await userEvent.click(screen.getByRole('radio', { name: '满意' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '指南解读' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(calls).toEqual([
      [
        'submit',
        {
          answers: expect.arrayContaining([
            { name: '您的姓名', text: '张三' },
            { name: '您希望增加哪些主题？', selects: ['指南解读'] },
          ]),
        },
      ],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
