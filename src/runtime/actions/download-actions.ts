import type { OpenDownloadAction, SendDownloadEmailAction } from '../../../contract/generated/schema-types';
import type { EmailDialogProps } from '../../../contract/generated/widgets/email-dialog.props';
import { resolveValue } from '../../../contract/bind/resolve-value';
import type { ActionContext } from './action-context';
import { isEmailAddress } from './email-address';
import { runRequireLogin } from './require-login';

/** Texts of the email dialog (docs/product-rules.md#downloads). */
export const DOWNLOAD_TEXTS = {
  emailRequired: '请填写邮箱',
  /** One address only: a list, spaces or a malformed address are refused before sending. */
  emailInvalid: '请填写正确的邮箱',
  noticeTitle: '提示',
  noticeMessage: '已经记录您的邮箱 , 稍后将发送文件到您的邮箱中',
  noticeConfirm: '确定',
} as const;
/** iOS opens small PDFs directly (filesize below 20480, units as stored). */
export const DIRECT_DOWNLOAD_MAX_FILESIZE = 20480;
const FILE_TYPE = 1;
/** The screen overlay the dialog request goes to when the action names none; email-dialog binds `request` to it. */
export const DOWNLOAD_OVERLAY = 'download';

export type DownloadDialogRequest = NonNullable<EmailDialogProps['request']>;

interface DownloadItem {
  id: number;
  type: number;
  title: string;
  filesize: number;
  link: string;
  typeText: string;
  cover: string;
}

function readItem(value: unknown): DownloadItem {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const id = Number(raw.origin_id ?? raw.id);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`open-download: the item needs a positive integer id (got ${String(raw.id)})`);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id,
    type: Number(raw.type),
    title: text(raw.title),
    filesize: Number(raw.filesize),
    link: text(raw.link).trim(),
    typeText: text(raw.type_text),
    cover: text(raw.cover_img),
  };
}

/** iPhone, iPad, iPod, and iPadOS that reports itself as a Mac with touch. */
export function isIos(userAgent: string = navigator.userAgent, maxTouchPoints: number = navigator.maxTouchPoints ?? 0): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
}

function isPdf(item: DownloadItem): boolean {
  return /pdf/i.test(item.typeText) || /\.pdf(?:$|[?#])/i.test(item.link);
}

/** Only http(s) and same-site paths are ever opened (never javascript: and the like). */
function safeLink(link: string): string | undefined {
  if (/^https?:\/\//i.test(link)) return link;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  return undefined;
}

/**
 * A file row's download (docs/product-rules.md#downloads): certified users only (the 需要登录 gate otherwise); iOS +
 * PDF + filesize < 20480 records the count and opens the link; otherwise the screen overlay gets the
 * dialog request: email mode for type-1 files, the image-save dialog for other types.
 */
export async function runOpenDownload(action: OpenDownloadAction, context: ActionContext): Promise<boolean> {
  const item = readItem(resolveValue(action.item ?? '$event', context.scope));
  if (!runRequireLogin({ action: 'require-login' }, context)) return false;
  const { services, screen } = context;
  const link = safeLink(item.link);
  if (isIos() && isPdf(item) && Number.isFinite(item.filesize) && item.filesize < DIRECT_DOWNLOAD_MAX_FILESIZE && link) {
    // The count is recorded without waiting: the link opens inside the tap (popup blockers).
    void services.callEndpoint('updateDownloadCount', { id: item.id });
    // A same-site path is made absolute so it loads as a file, not as a client route.
    services.openExternal(link.startsWith('/') ? new URL(link, window.location.origin).href : link);
    return true;
  }
  const request: DownloadDialogRequest =
    item.type === FILE_TYPE
      ? { mode: 'email', id: item.id, title: item.title }
      : { mode: 'image', id: item.id, title: item.title, image: link || item.cover || undefined };
  screen.setOverlay?.(action.overlay ?? DOWNLOAD_OVERLAY, request);
  return true;
}

/**
 * The email dialog's submit {id, email}: required and exactly one valid address (the server refuses
 * anything else too), then 提示 / 已经记录您的邮箱 …; a refusal (e.g. the daily limit) shows the server's text.
 */
export async function runSendDownloadEmail(_action: SendDownloadEmailAction, { scope, services }: ActionContext): Promise<boolean> {
  const event = (scope.event ?? {}) as { id?: unknown; email?: unknown };
  const id = Number(event.id);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`send-download-email: the event needs a positive integer id (got ${String(event.id)})`);
  const email = typeof event.email === 'string' ? event.email.trim() : '';
  if (!email) {
    services.toast(DOWNLOAD_TEXTS.emailRequired, 'fail');
    return false;
  }
  if (!isEmailAddress(email)) {
    services.toast(DOWNLOAD_TEXTS.emailInvalid, 'fail');
    return false;
  }
  const outcome = await services.callEndpoint('sendDownloadEmail', { id, email });
  if (!outcome.ok) {
    if (typeof outcome.code === 'number' && outcome.code !== 401 && outcome.message) services.toast(outcome.message, 'fail');
    return false;
  }
  void services
    .confirm({ title: DOWNLOAD_TEXTS.noticeTitle, message: DOWNLOAD_TEXTS.noticeMessage, confirmText: DOWNLOAD_TEXTS.noticeConfirm })
    .catch(() => undefined);
  return true;
}
