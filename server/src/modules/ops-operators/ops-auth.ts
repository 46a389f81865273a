import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/envelope';
import { ACCOUNT_MESSAGES, publishes, type Operator } from './ops-operators.service';
import { OPS_SESSION_TTL_MS, resolveOperatorSession } from './ops-sessions.service';
import { checkOpsWrite, type OpsWriteRules } from './ops-write-guard';

export const OPS_COOKIE = 'ops_session';
/** The cookie goes only to the operator API, never to the doctors' app routes. */
export const OPS_COOKIE_PATH = '/ops/api';

export const OPS_MESSAGES = {
  appTokenRefused: '运营接口不接受 App 用户令牌',
  signInRequired: '请先登录运营后台',
  badCredentials: '用户名或密码错误',
  throttled: '登录尝试过于频繁，请稍后再试',
  busy: '登录请求过多，请稍后再试',
  publisherOnly: '只有发布者可以发布或回滚布局',
  conflict: '布局已被他人修改，请先查看改动再保存',
  publishConflict: '要发布的版本不是最新保存的版本',
  invalid: '布局校验未通过，不能发布',
  idMismatch: '参数错误: document.id 必须与路径中的布局 id 一致',
  notFound: '布局不存在',
  revisionNotFound: '版本不存在',
  saveFirst: '请先保存草稿再预览',
  contentNotFound: '内容不存在',
  badTimes: '结束时间必须晚于开始时间',
  orderMismatch: '排序中有不存在的内容 id',
} as const;

/** Cookie header → value of `name` (the console's cookie is plain base64url, no quoting needed). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function sessionCookie(token: string, options: { secure: boolean }): string {
  const attributes = [`${OPS_COOKIE}=${token}`, `Path=${OPS_COOKIE_PATH}`, `Max-Age=${Math.floor(OPS_SESSION_TTL_MS / 1000)}`, 'HttpOnly', 'SameSite=Strict'];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function clearedSessionCookie(options: { secure: boolean }): string {
  return [`${OPS_COOKIE}=`, `Path=${OPS_COOKIE_PATH}`, 'Max-Age=0', 'HttpOnly', 'SameSite=Strict', ...(options.secure ? ['Secure'] : [])].join('; ');
}

const operatorsByRequest = new WeakMap<FastifyRequest, Operator>();

/**
 * Hooks of the /ops/api scope: app users' tokens are refused outright (the console never sends them,
 * so a request carrying one is a mistake or an attempt to reuse a doctor's identity), writes of another
 * body type or from another site are refused before their body is read (ops-write-guard.ts), and the
 * session cookie is resolved before handlers run.
 */
export function guardOpsScope(scope: FastifyInstance, now: () => number, writes: OpsWriteRules): void {
  scope.addHook('onRequest', async (request) => {
    checkOpsWrite(request, writes);
    // Any Bearer token is an app token here (the console never sends one); other schemes (a proxy's Basic auth) pass.
    if (request.headers['x-token'] !== undefined || /^\s*bearer\b/i.test(request.headers.authorization ?? '')) {
      throw new AppError(403, OPS_MESSAGES.appTokenRefused);
    }
    const token = readCookie(request, OPS_COOKIE);
    if (!token || token.length > 128) return;
    const operator = await resolveOperatorSession(scope.db, token, now());
    if (operator) operatorsByRequest.set(request, operator);
  });
}

export function currentOperator(request: FastifyRequest): Operator | undefined {
  return operatorsByRequest.get(request);
}

export function requireOperator(request: FastifyRequest): Operator {
  const operator = operatorsByRequest.get(request);
  if (!operator) throw new AppError(401, OPS_MESSAGES.signInRequired);
  return operator;
}

export function requirePublisher(request: FastifyRequest): Operator {
  const operator = requireOperator(request);
  if (!publishes(operator.role)) throw new AppError(403, OPS_MESSAGES.publisherOnly);
  return operator;
}

/** Managing operators and reading the sign-in security log: admins only. */
export function requireAdmin(request: FastifyRequest): Operator {
  const operator = requireOperator(request);
  if (operator.role !== 'admin') throw new AppError(403, ACCOUNT_MESSAGES.adminOnly);
  return operator;
}

/** Why an editor may not publish directly (docs/review.md). */
export const DIRECT_PUBLISH_MESSAGES = {
  reviewRequired: '编辑的修改需要发布者审核：请点「提交审核」，审核通过后发布',
  notOwnWork: '只能直接发布自己保存的修改；他人的修改请提交审核',
} as const;

/**
 * Who may publish a draft without a review: publishers always; an editor only where the deployment does
 * not require review (OPS_REVIEW_REQUIRED=0), and only a draft they saved last themselves. `author` is
 * that last saver; a function, so it is read only for an editor.
 */
export async function requireDirectPublisher(
  request: FastifyRequest,
  rule: { reviewRequired: boolean; author: () => Promise<string | undefined> },
): Promise<Operator> {
  const operator = requireOperator(request);
  if (publishes(operator.role)) return operator;
  if (rule.reviewRequired) throw new AppError(403, DIRECT_PUBLISH_MESSAGES.reviewRequired);
  if ((await rule.author()) !== operator.name) throw new AppError(403, DIRECT_PUBLISH_MESSAGES.notOwnWork);
  return operator;
}

/** Console answers are per operator and change with every save: never cached. */
export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}
