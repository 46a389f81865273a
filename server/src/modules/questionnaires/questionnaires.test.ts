import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireAnswers } from '../../db/schema';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { QUESTIONNAIRE_MESSAGES } from './questionnaires.routes';

describe.each(testDatabases())('questionnaires on %s', (kind) => {
  let t: TestApp;
  let viewer: SignedIn;
  const live = 578; // on air, with the seeded questionnaire 1
  const answer = (who: SignedIn | undefined, id: number, answers: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/live/api/questionnaire/${id}`,
      payload: { answers: typeof answers === 'string' ? answers : JSON.stringify(answers) },
      headers: who?.headers ?? {},
    });
  const complete = [
    { name: '您的姓名', text: '张三' },
    { name: '联系电话', text: '13800000003' },
    { name: '您对本场直播内容是否满意？', selects: ['满意'] },
    { name: '您希望增加哪些主题？', selects: ['指南解读', '病例讨论'] },
  ];

  beforeAll(async () => {
    t = await openTestApp(kind);
    viewer = await signIn(t.database, '13800000003');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the questionnaire of a live, and code 404 when it has none or hides it', async () => {
    const body = (await t.app.inject({ url: `/live/api/questionnaire/${live}`, headers: viewer.headers })).json();
    expectEndpointData('getLiveQuestionnaire', body);
    expect(body.data).toMatchObject({ question_id: 1, name: '直播满意度调查', answered: false });
    expect(body.data.columns.map((c: { type: string }) => c.type)).toEqual(['input', 'phone', 'question', 'question', 'textarea']);
    expect(body.data.columns[2]).toMatchObject({ must: true, multi_select: false, options: ['非常满意', '满意', '一般', '不满意'] });
    // 727 has one but hides it (flags); 208 has none.
    for (const id of [727, 208]) {
      const none = await t.app.inject({ url: `/live/api/questionnaire/${id}` });
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ code: 404, message: QUESTIONNAIRE_MESSAGES.none });
    }
    expect((await t.app.inject({ url: '/live/api/questionnaire/2147483647' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/live/api/questionnaire/x' })).statusCode).toBe(400);
  });

  it('refuses a missing required field with 有必填项未填写 and bad values by field', async () => {
    const missing = await answer(viewer, live, complete.slice(1));
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ code: 422, message: '有必填项未填写' });
    expect(
      (
        await answer(
          viewer,
          live,
          complete.map((a) => (a.name === '联系电话' ? { ...a, text: '123' } : a)),
        )
      ).json(),
    ).toEqual({ code: 422, message: '联系电话格式错误' });
    expect((await answer(viewer, live, 'not json')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/live/api/questionnaire/${live}`, payload: {}, headers: viewer.headers })).statusCode).toBe(400);
    expect((await answer(undefined, live, complete)).statusCode).toBe(401);
    expect((await answer(viewer, 208, complete)).json()).toEqual({ code: 404, message: QUESTIONNAIRE_MESSAGES.none });
    const incomplete = await signIn(t.database, '13800000002');
    expect((await answer(incomplete, live, complete)).json()).toEqual({ code: 403, message: '请先完善个人信息' });
  });

  it('stores answers per user and live (提交成功), a resubmission replaces them', async () => {
    const ok = await answer(viewer, live, complete);
    expectEndpointData('createQuestionnaireAnswer', ok.json());
    expect(ok.json()).toMatchObject({ code: 0, message: '提交成功', data: { question_id: 1, answered: true } });
    await answer(
      viewer,
      live,
      complete.map((a) => (a.name === '您的姓名' ? { ...a, text: '李四' } : a)),
    );
    const rows = await t.database.db
      .select()
      .from(questionnaireAnswers)
      .where(and(eq(questionnaireAnswers.userId, viewer.userId), eq(questionnaireAnswers.liveId, live)));
    expect(rows).toHaveLength(1);
    expect(rows[0].answers).toContainEqual({ name: '您的姓名', type: 'input', text: '李四' });
    const again = (await t.app.inject({ url: `/live/api/questionnaire/${live}`, headers: viewer.headers })).json();
    expect(again.data.answered).toBe(true);
  });
});
