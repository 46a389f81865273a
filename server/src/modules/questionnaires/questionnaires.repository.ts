import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { questionnaireAnswers, questionnaires } from '../../db/schema/index';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
type AnswerValues = (typeof questionnaireAnswers.$inferInsert)['answers'];

export async function findQuestionnaire(db: Db, id: number): Promise<QuestionnaireRow | undefined> {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, id)).limit(1);
  return row;
}

export async function hasAnswered(db: Db, questionnaireId: number, liveId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: questionnaireAnswers.id })
    .from(questionnaireAnswers)
    .where(and(eq(questionnaireAnswers.questionnaireId, questionnaireId), eq(questionnaireAnswers.liveId, liveId), eq(questionnaireAnswers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** One answer per user and live: a new submission replaces the previous one. */
export async function saveAnswer(db: Db, input: { questionnaireId: number; liveId: number; userId: number; answers: AnswerValues }): Promise<void> {
  await db
    .insert(questionnaireAnswers)
    .values(input)
    .onConflictDoUpdate({
      target: [questionnaireAnswers.questionnaireId, questionnaireAnswers.liveId, questionnaireAnswers.userId],
      set: { answers: input.answers, createdAt: new Date() },
    });
}
