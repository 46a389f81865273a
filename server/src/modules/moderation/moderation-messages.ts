import { formatDateTime } from '../../shared/content/content-format';

/** What the author sees in place of text an operator hid or deleted. */
export const REMOVED_TEXT = '已被管理员删除';

export const MODERATION_MESSAGES = {
  refused: (word: string) => `内容含有敏感词「${word}」，请修改后再发送`,
  held: '内容已提交，审核通过后其他人可见',
  banned: '您已被禁止发言，如有疑问请联系客服',
  muted: (until: Date) => `您已被禁言至 ${formatDateTime(until).slice(0, 16)}（北京时间），期间不能发表评论或聊天`,
  reportDuplicate: '您已举报过这条评论',
  reportTooMany: '举报太频繁，请稍后再试',
  reportMissing: '评论不存在或已被删除',
  reported: '举报成功，我们会尽快处理',
  textMissing: '这条内容不存在',
  wrongState: (state: string, action: string) => `这条内容${STATE_NAMES[state] ?? ''}，不能${ACTION_NAMES[action] ?? '这样处理'}`,
  reasonRequired: '请填写处理原因',
  userMissing: '用户不存在',
  daysRequired: '请选择禁言天数',
  wordEmpty: '敏感词去掉空格和标点后不能为空',
  wordTooLong: '敏感词不能超过 32 个字',
  wordListFull: (limit: number) => `敏感词已达上限 ${limit} 个，请先删除不用的词`,
  wordMissing: '敏感词不存在',
  publisherOnly: '只有发布人员可以删除内容、禁言封禁或修改敏感词',
} as const;

const STATE_NAMES: Readonly<Record<string, string>> = { visible: '正在显示', held: '正在审核中', hidden: '已隐藏', deleted: '已删除' };
const ACTION_NAMES: Readonly<Record<string, string>> = { hide: '隐藏', delete: '删除', approve: '审核通过', restore: '恢复显示', dismiss: '忽略举报' };

/** The refusal a muted or banned doctor gets: until when, in Beijing time. */
export function mutedMessage(until: Date | null): string {
  return until ? MODERATION_MESSAGES.muted(until) : MODERATION_MESSAGES.banned;
}
