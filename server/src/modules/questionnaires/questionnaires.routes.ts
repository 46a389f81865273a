import type { FastifyInstance } from 'fastify';
import { TargetType } from '../../db/target-types';
import { requireViewer } from '../../plugins/auth';
import { AppError, notFoundError, refuseWith } from '../../plugins/envelope';
import { itemGateRefusal } from '../gates';
import { findLive, type LiveRow } from '../lives';
import { checkAnswers } from './questionnaire-answers';
import { findQuestionnaire, hasAnswered, saveAnswer } from './questionnaires.repository';
import { catalogueRoute, Success } from '../../plugins/catalogue';

export const QUESTIONNAIRE_MESSAGES = { none: '本场直播暂无问卷', submitted: '提交成功' } as const;
/** Envelope codes (HTTP 200): no questionnaire, and a submission that does not pass the checks. */
export const QUESTIONNAIRE_CODES = { none: 404, rejected: 422 } as const;

async function questionnaireOf(app: FastifyInstance, live: LiveRow) {
  if (!live.questionnaireId || live.flags.hideQuestionnaire) return undefined;
  return findQuestionnaire(app.db, live.questionnaireId);
}

/** The live's own questionnaire (docs/product-rules.md#questionnaires), in place of the original's provider SDK. */
export function questionnaireRoutes(app: FastifyInstance): void {
  catalogueRoute(app, 'getLiveQuestionnaire', async ({ id }, request) => {
    const live = await findLive(app.db, id);
    if (!live) throw notFoundError();
    // Only those the room admits see its questionnaire (as for answering it, below).
    const refusal = await itemGateRefusal(app, request, { type: TargetType.live, id: live.id }, 'read');
    if (refusal) throw refusal;
    const questionnaire = await questionnaireOf(app, live);
    if (!questionnaire) throw refuseWith(QUESTIONNAIRE_CODES.none, QUESTIONNAIRE_MESSAGES.none);
    const viewerId = request.viewer?.id;
    const answered = viewerId ? await hasAnswered(app.db, questionnaire.id, live.id, viewerId) : false;
    return {
      question_id: questionnaire.id,
      name: questionnaire.name,
      pic: questionnaire.pic,
      desc: questionnaire.desc,
      columns: questionnaire.columns.map((c) => ({
        type: c.type,
        name: c.name,
        must: c.must,
        ...(c.type === 'question' ? { multi_select: Boolean(c.multi_select), options: c.options ?? [] } : {}),
      })),
      answered,
    };
  });

  catalogueRoute(app, 'createQuestionnaireAnswer', async ({ id, answers }, request) => {
    const viewer = requireViewer(request);
    const live = await findLive(app.db, id);
    if (!live) throw notFoundError();
    const questionnaire = await questionnaireOf(app, live);
    if (!questionnaire) throw refuseWith(QUESTIONNAIRE_CODES.none, QUESTIONNAIRE_MESSAGES.none);
    // Only those admitted to the room answer its questionnaire (password / white list as for the chat).
    const refusal = await itemGateRefusal(app, request, { type: TargetType.live, id: live.id }, 'take-part');
    if (refusal) throw refusal;
    const check = checkAnswers(questionnaire.columns, answers);
    if (!check.ok) {
      if (check.kind === 'malformed') throw new AppError(400, check.message);
      throw refuseWith(QUESTIONNAIRE_CODES.rejected, check.message);
    }
    await saveAnswer(app.db, { questionnaireId: questionnaire.id, liveId: live.id, userId: viewer.id, answers: check.answers });
    return new Success({ question_id: questionnaire.id, answered: true }, QUESTIONNAIRE_MESSAGES.submitted);
  });
}
