import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LiveChatPostResult } from '../../../../contract/generated/schema-types';
import { requireViewer, type Viewer } from '../../plugins/auth';
import { AppError, type Envelope, notFoundError, refuseWith } from '../../plugins/envelope';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { RateLimiter } from '../../shared/rate-limits';
import { sniffType, insertUserUpload, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../uploads';
import { accessFor, guestMayRead, isLiveManager, findLive, type LiveRow, effectiveStatus } from '../lives';
import { findMessage, softDeleteMessage, userExists } from './chat.repository';
import { listMessages, postMessage } from './chat.service';
import type { LiveRooms } from './live-rooms';
import { catalogueRoute, Success } from '../../plugins/catalogue';
import { MODERATION_MESSAGES, mutedMessage } from '../moderation';

export const CHAT_MESSAGES = {
  sent: '发送成功',
  deleted: '删除成功',
  empty: '消息不能为空',
  tooLong: '消息不能超过500字',
  tooFast: '发送太频繁，请稍后再试',
  managerOnly: '仅管理员可以操作',
  commentsOff: '本场直播已关闭评论',
  citeMissing: '引用的消息不存在',
  userMissing: '提及的用户不存在',
  liveMissing: '直播不存在',
  imageOnly: '仅支持 PNG、JPEG、GIF、WebP 图片',
} as const;

/** Characters (code points) a message may have. */
export const MAX_MESSAGE_LENGTH = 500;
/** Per user, across lives and API processes (the shared rate limiter). */
export const CHAT_RATE_WINDOWS = [
  { limit: 10, windowMs: 10_000 },
  { limit: 60, windowMs: 60_000 },
] as const;
const DEFAULT_HISTORY = 9999;

export interface ChatRoutesOptions {
  rooms: LiveRooms;
  limiter: RateLimiter;
  storage: FileStorage;
  now: () => number;
}

/** Control characters other than line breaks are dropped; the client renders text as text. */
export function cleanMessage(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point: they are dropped.
  return text.replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
}

async function liveOrRefuse(app: FastifyInstance, liveId: number): Promise<LiveRow> {
  const live = await findLive(app.db, liveId);
  if (!live) throw refuseWith(404, CHAT_MESSAGES.liveMissing);
  return live;
}

/** The live's full check for taking part (strict: password and white list whatever the status). */
async function participationRefusal(app: FastifyInstance, request: FastifyRequest, live: LiveRow, viewer: Viewer): Promise<AppError | null> {
  const { access } = await accessFor(app.db, { ...live, liveStatus: effectiveStatus(live) }, viewer, { request }, true);
  return access.code === 0 ? null : refuseWith(access.code, access.message);
}

/** Live chat over HTTP (docs/product-rules.md#live-chat); delivery is in live-rooms.ts. */
export function chatRoutes(app: FastifyInstance, options: ChatRoutesOptions): void {
  const { rooms, limiter, now } = options;

  catalogueRoute(app, 'listLiveChat', async ({ id, pageSize }, request) => {
    const live = await liveOrRefuse(app, id);
    const viewer = request.viewer;
    if (!guestMayRead(live)) {
      if (!viewer) throw refuseWith(401, '您还未登录，请先登录');
      const refusal = await participationRefusal(app, request, live, viewer);
      if (refusal) throw refusal;
    }
    return {
      list: await listMessages(app.db, id, pageSize ?? DEFAULT_HISTORY, viewer?.id),
      is_manager: await isLiveManager(app.db, id, viewer?.id),
    };
  });

  catalogueRoute(app, 'createLiveChatMessage', async (args, request) => {
    const viewer = requireViewer(request);
    const live = await liveOrRefuse(app, args.live_id);
    const refusal = await participationRefusal(app, request, live, viewer);
    if (refusal) throw refusal;
    if (live.flags.disableComment || live.flags.hideChat) throw refuseWith(403, CHAT_MESSAGES.commentsOff);
    const text = cleanMessage(args.message);
    if (!text) throw refuseWith(400, CHAT_MESSAGES.empty);
    if ([...text].length > MAX_MESSAGE_LENGTH) throw refuseWith(400, CHAT_MESSAGES.tooLong);
    const manager = await isLiveManager(app.db, live.id, viewer.id);
    const subscribeId = args.subscribe_id || null;
    const citeId = args.cite_id || null;
    // '@ 对方' and '@ 并引用' are managers' tools (docs/product-rules.md#users-and-roles).
    if ((subscribeId || citeId) && !manager) throw refuseWith(403, CHAT_MESSAGES.managerOnly);
    let citeContent: string | null = null;
    if (citeId) {
      const cited = await findMessage(app.db, citeId);
      if (!cited || cited.liveId !== live.id || cited.deletedAt) throw refuseWith(404, CHAT_MESSAGES.citeMissing);
      citeContent = cited.message || (cited.image ? '[图片]' : '');
    }
    if (subscribeId && !(await userExists(app.db, subscribeId))) throw refuseWith(404, CHAT_MESSAGES.userMissing);
    const limit = await limiter.consume(`chat:${viewer.id}`, CHAT_RATE_WINDOWS, now());
    if (!limit.allowed) throw refuseWith(429, CHAT_MESSAGES.tooFast);
    // The word list, in memory: a refusing word stops the message, a holding one keeps it out of the room
    // (only its author sees it, as 审核中) until an operator approves it.
    const verdict = await app.sensitiveWords.check(text);
    if (verdict.kind === 'refuse') throw refuseWith(400, MODERATION_MESSAGES.refused(verdict.word));
    const moderation = verdict.kind === 'hold' ? 'held' : 'visible';
    const posted = await postMessage(
      app.db,
      { liveId: live.id, userId: viewer.id, message: text, isManager: manager, subscribeId, citeId, citeContent, moderation },
      new Date(now()),
    );
    if (!('id' in posted)) throw refuseWith(403, mutedMessage(posted.mutedUntil));
    if (moderation === 'held') return new Success<LiveChatPostResult>({ id: posted.id, message: posted }, MODERATION_MESSAGES.held);
    rooms.publishMessage(posted);
    return new Success<LiveChatPostResult>({ id: posted.id, message: posted }, CHAT_MESSAGES.sent);
  });

  catalogueRoute(app, 'deleteLiveChatMessage', async ({ id }, request) => {
    const viewer = requireViewer(request);
    const found = await findMessage(app.db, id);
    if (!found) throw notFoundError();
    if (!(await isLiveManager(app.db, found.liveId, viewer.id))) throw refuseWith(403, CHAT_MESSAGES.managerOnly);
    // Deleting twice answers the same: the message is gone either way.
    await softDeleteMessage(app.db, id);
    rooms.publishDeleted(found.liveId, [id]);
    return new Success({ ids: [id] }, CHAT_MESSAGES.deleted);
  });

  // Manager image messages: multipart (fields live_id and file) only in this encapsulated scope.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
    scope.post('/live/api/chat/image', { config: { endpoint: 'createLiveChatImage' } }, async (request): Promise<Envelope> => {
      const viewer = requireViewer(request);
      if (!request.isMultipart()) throw new AppError(415, UPLOAD_MESSAGES.notMultipart);
      let liveIdRaw: string | undefined;
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') throw new AppError(400, UPLOAD_MESSAGES.noFile);
            bytes = await part.toBuffer();
          } else if (part.fieldname === 'live_id') {
            liveIdRaw = String(part.value);
          }
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        const code = (error as { code?: string }).code ?? '';
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, UPLOAD_MESSAGES.tooLarge);
        if (code.endsWith('_LIMIT')) throw new AppError(413, UPLOAD_MESSAGES.tooMany);
        throw new AppError(400, UPLOAD_MESSAGES.malformed);
      }
      if (!liveIdRaw || !/^\d{1,10}$/.test(liveIdRaw) || Number(liveIdRaw) < 1 || Number(liveIdRaw) > 2147483647) {
        throw new AppError(400, '参数错误: live_id');
      }
      const live = await findLive(app.db, Number(liveIdRaw));
      if (!live) throw refuseWith(404, CHAT_MESSAGES.liveMissing);
      if (!(await isLiveManager(app.db, live.id, viewer.id))) throw refuseWith(403, CHAT_MESSAGES.managerOnly);
      if (!bytes) throw new AppError(400, UPLOAD_MESSAGES.noFile);
      if (bytes.length === 0) throw new AppError(400, UPLOAD_MESSAGES.empty);
      const type = sniffType(bytes);
      if (!type || type.mime === 'application/pdf') throw new AppError(415, CHAT_MESSAGES.imageOnly);
      const url = await options.storage.put(`${randomBytes(16).toString('hex')}.${type.extension}`, bytes, type.mime);
      // Recorded per user like other uploads: the data export lists it and account deletion removes the file.
      await insertUserUpload(app.db, { userId: viewer.id, url, mime: type.mime, size: bytes.length });
      const message = await postMessage(app.db, { liveId: live.id, userId: viewer.id, message: '', image: url, isManager: true }, new Date(now()));
      if (!('id' in message)) throw refuseWith(403, mutedMessage(message.mutedUntil));
      rooms.publishMessage(message);
      const data: LiveChatPostResult = { id: message.id, url, message };
      return { code: 0, message: CHAT_MESSAGES.sent, data };
    });
  });
}
