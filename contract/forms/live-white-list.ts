/**
 * A live's white list as operators paste or upload it (a text or CSV file): one mobile number per line,
 * optionally a comma (or tab) and a name. The console lists the problems as the operator types; the
 * server refuses the same ones, so nothing is stored while any row is wrong.
 */

export interface WhiteListEntry {
  mobile: string;
  name: string;
}

export interface WhiteListProblem {
  /** 1-based line of the text (blank lines count, so it matches the file). */
  row: number;
  message: string;
}

const MOBILE = /^1\d{10}$/;
const NAME_MAX = 64;
/** A first line without any digit is a header row (手机号,姓名). */
const HEADER = /^[^0-9]*$/;

export function whiteListRowMessage(row: number, reason: string): string {
  return `白名单第 ${row} 行：${reason}`;
}

export function parseWhiteList(text: string): { entries: WhiteListEntry[]; problems: WhiteListProblem[] } {
  const entries: WhiteListEntry[] = [];
  const problems: WhiteListProblem[] = [];
  const seen = new Map<string, number>();
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((line, index) => {
    const row = index + 1;
    const trimmed = line.trim();
    if (!trimmed || (index === 0 && HEADER.test(trimmed))) return;
    const [rawMobile, ...rest] = trimmed.split(/[,，\t]/);
    const mobile = rawMobile.replace(/[\s-]/g, '').replace(/^\+?86/, '');
    const name = rest.join(',').trim();
    if (!MOBILE.test(mobile)) problems.push({ row, message: whiteListRowMessage(row, `「${rawMobile.trim()}」不是 11 位手机号`) });
    else if (seen.has(mobile)) problems.push({ row, message: whiteListRowMessage(row, `手机号与第 ${seen.get(mobile)} 行重复`) });
    else if ([...name].length > NAME_MAX) problems.push({ row, message: whiteListRowMessage(row, `姓名不能超过 ${NAME_MAX} 个字`) });
    else {
      seen.set(mobile, row);
      entries.push({ mobile, name });
    }
  });
  return { entries, problems };
}

/** The list as text again (what the form shows for a stored list). */
export function whiteListText(entries: readonly WhiteListEntry[]): string {
  return entries.map((entry) => (entry.name ? `${entry.mobile},${entry.name}` : entry.mobile)).join('\n');
}
