import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModerationState } from '../../db/schema/index';
import { AppError, envelope } from '../../plugins/envelope';
import { opsRoute } from '../ops';
import { recordAudit } from '../ops-audit';
import { publishes, requireOperator } from '../ops-operators';
import { MODERATION_MESSAGES } from './moderation-messages';
import { normaliseForMatching } from './text-normaliser';
import { countWords, deleteWord, findWord, pageWords, upsertWord } from './words.repository';
import { findTextState, handleReports, moveText, pageTexts, setUserMute, type TextKind } from './texts.repository';

/** How many words the list may hold: the compiled automaton stays small and quick to rebuild. */
export const MAX_WORDS = 20_000;
/** Characters of a listed word after normalising. */
export const MAX_WORD_LENGTH = 32;

type TextAction = 'hide' | 'delete' | 'approve' | 'restore' | 'dismiss';

/** Which states each decision applies to and what it makes of the text (dismiss keeps the state). */
const TRANSITIONS: Record<Exclude<TextAction, 'dismiss'>, { from: readonly ModerationState[]; to: ModerationState }> = {
  hide: { from: ['visible', 'held'], to: 'hidden' },
  delete: { from: ['visible', 'held', 'hidden'], to: 'deleted' },
  approve: { from: ['held'], to: 'visible' },
  restore: { from: ['hidden'], to: 'visible' },
};

/**
 * Who may do what: any operator (editor or publisher) reads the text list and queue, hides (restorable),
 * approves held text, restores and dismisses reports — the daily review. Deleting for good, muting or
 * banning a doctor and editing the word list reach further and are the publisher's (docs/moderation.md).
 */
function requireModerator(request: FastifyRequest, publisherOnly: boolean): ReturnType<typeof requireOperator> {
  const operator = requireOperator(request);
  if (publisherOnly && !publishes(operator.role)) throw new AppError(403, MODERATION_MESSAGES.publisherOnly);
  return operator;
}

const DAY_MS = 86_400_000;

export function opsModerationRoutes(scope: FastifyInstance, options: { now: () => number }): void {
  const db = scope.db;

  opsRoute(scope, 'listOpsModerationTexts', async (request) => {
    requireOperator(request);
    const q = request.query;
    const { rows, total } = await pageTexts(
      db,
      {
        kind: q.kind,
        state: q.state,
        q: q.q.trim(),
        userId: q.user_id,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
      },
      q.page,
      q.pageSize,
    );
    const now = options.now();
    return envelope({
      list: rows.map((r) => ({
        kind: r.kind,
        id: r.id,
        user_id: r.userId,
        user_name: r.userName,
        content: r.content,
        state: r.state,
        reason: r.reason,
        reports: r.reports,
        target_type: r.targetType,
        target_id: r.targetId,
        is_reply: r.isReply,
        created_at: r.createdAt.toISOString(),
        muted_until: r.mutedUntil && r.mutedUntil.getTime() > now ? r.mutedUntil.toISOString() : null,
        banned: r.banned,
      })),
      page: q.page,
      pageSize: q.pageSize,
      total,
    });
  });

  opsRoute(scope, 'moderateOpsText', async (request) => {
    const { kind, id, action } = request.body;
    const operator = requireModerator(request, action === 'delete');
    const reason = (request.body.reason ?? '').trim();
    if ((action === 'hide' || action === 'delete') && !reason) throw new AppError(400, MODERATION_MESSAGES.reasonRequired);
    const found = await findTextState(db, kind, id);
    if (!found) throw new AppError(404, MODERATION_MESSAGES.textMissing);
    const at = new Date(options.now());
    let state = found.state;
    if (action === 'dismiss') {
      if (kind !== 'comment') throw new AppError(400, MODERATION_MESSAGES.wrongState(found.state, action));
      await handleReports(db, id, at);
    } else {
      const move = TRANSITIONS[action];
      const moved = move.from.includes(found.state) && (await moveText(db, kind, id, move.from, move.to, move.to === 'visible' ? null : reason, at));
      if (!moved) throw new AppError(409, MODERATION_MESSAGES.wrongState((await findTextState(db, kind, id))?.state ?? found.state, action));
      state = move.to;
      // Open live rooms drop a message taken out, and receive one let through, at once.
      if (kind === 'chat' && found.liveId !== null && scope.hasDecorator('liveRooms')) {
        if (move.to === 'visible') await scope.liveRooms.publishApproved([id]);
        else scope.liveRooms.publishDeleted(found.liveId, [id]);
      }
    }
    await recordAudit(db, {
      operator,
      action: `moderation.${action}`,
      target: `${kind}:${id}`,
      detail: { author: found.userId, from_state: found.state, state, ...(reason ? { reason } : {}) },
    });
    return envelope({ kind: kind as TextKind, id, state });
  });

  opsRoute(scope, 'setOpsUserMute', async (request) => {
    const operator = requireModerator(request, true);
    const { user_id: userId, action, days } = request.body;
    const reason = (request.body.reason ?? '').trim();
    if (action === 'mute' && !days) throw new AppError(400, MODERATION_MESSAGES.daysRequired);
    if (action !== 'lift' && !reason) throw new AppError(400, MODERATION_MESSAGES.reasonRequired);
    const now = options.now();
    const mutedUntil = action === 'mute' && days ? new Date(now + days * DAY_MS) : null;
    const bannedAt = action === 'ban' ? new Date(now) : null;
    const row = await setUserMute(db, userId, mutedUntil, bannedAt, action === 'lift' ? null : reason);
    if (!row) throw new AppError(404, MODERATION_MESSAGES.userMissing);
    await recordAudit(db, {
      operator,
      action: `moderation.${action === 'lift' ? 'unmute' : action}`,
      target: `user:${userId}`,
      detail: { ...(days && action === 'mute' ? { days } : {}), ...(reason ? { reason } : {}) },
    });
    return envelope({ user_id: userId, muted_until: row.mutedUntil?.toISOString() ?? null, banned: row.bannedAt !== null });
  });

  opsRoute(scope, 'listOpsSensitiveWords', async (request) => {
    requireOperator(request);
    const { q, page, pageSize } = request.query;
    const { rows, total } = await pageWords(db, normaliseForMatching(q), page, pageSize);
    return envelope({
      list: rows.map((r) => ({ id: r.id, word: r.word, action: r.action, created_by: r.createdBy, created_at: r.createdAt.toISOString() })),
      page,
      pageSize,
      total,
      limit: MAX_WORDS,
    });
  });

  opsRoute(scope, 'saveOpsSensitiveWord', async (request) => {
    const operator = requireModerator(request, true);
    const word = normaliseForMatching(request.body.word);
    if (!word) throw new AppError(400, MODERATION_MESSAGES.wordEmpty);
    if ([...word].length > MAX_WORD_LENGTH) throw new AppError(400, MODERATION_MESSAGES.wordTooLong);
    const existing = await findWord(db, word);
    if (!existing && (await countWords(db)) >= MAX_WORDS) throw new AppError(409, MODERATION_MESSAGES.wordListFull(MAX_WORDS));
    const row = await upsertWord(db, word, request.body.action, operator.name);
    await scope.sensitiveWords.changed();
    await recordAudit(db, {
      operator,
      action: existing ? 'moderation.word-update' : 'moderation.word-add',
      target: `sensitive-word:${word}`,
      detail: { word_action: row.action },
    });
    return envelope({ id: row.id, word: row.word, action: row.action, created_by: row.createdBy, created_at: row.createdAt.toISOString() });
  });

  opsRoute(scope, 'deleteOpsSensitiveWord', async (request) => {
    const operator = requireModerator(request, true);
    const row = await deleteWord(db, request.body.id);
    if (!row) throw new AppError(404, MODERATION_MESSAGES.wordMissing);
    await scope.sensitiveWords.changed();
    await recordAudit(db, { operator, action: 'moderation.word-delete', target: `sensitive-word:${row.word}`, detail: { word_action: row.action } });
    return envelope({ id: row.id });
  });
}
