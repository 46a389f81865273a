import type { Db } from '../../db/database';
import { PUBLISH_STATE } from '../../shared/publish-state';
import type { FieldProblem, ItemFields, ItemKind } from './item-kind';
import { attributeValues } from '../../html/rich-html';
import { ITEM_MESSAGES } from './item-messages';

// A link inside a body to another screen of the app must open something: the content it names exists and
// is published. Links are picked from published content in the console; this is the server's own check,
// made on every save and again at publish (the linked item may have been taken down since).

/** A kind's screen as a pattern, from its own appPath (a kind whose path needs more than its id has none). */
function screenPattern(kind: ItemKind): RegExp | undefined {
  const probe = 987654321;
  const path = kind.appPath(probe);
  if (!path || !path.includes(String(probe))) return undefined;
  const [before, after] = path.split(String(probe));
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}(\\d{1,9})${escape(after)}(?:[?#].*)?$`);
}

/** The site paths `html` links to, each once. */
export function linkedPaths(html: string): string[] {
  return attributeValues(html, 'a', 'href', (href) => href.startsWith('/') && !href.startsWith('//'));
}

/** Whether some kind whose screen is `path` has a published item there (资讯 and 病例 share one screen). */
async function opensSomething(db: Db, path: string, kinds: readonly ItemKind[]): Promise<boolean | undefined> {
  let known = false;
  for (const kind of kinds) {
    const id = screenPattern(kind)?.exec(path)?.[1];
    if (!id) continue;
    known = true;
    const row = await kind.read(db, Number(id));
    if (row?.state === PUBLISH_STATE.published) return true;
  }
  return known ? false : undefined;
}

/** Each rich-text field whose links name content that does not exist or is not published. */
export async function brokenLinkProblems(db: Db, kind: ItemKind, fields: ItemFields, kinds: readonly ItemKind[]): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const field of kind.richTextFields ?? []) {
    const html = fields[field];
    if (typeof html !== 'string') continue;
    const broken: string[] = [];
    for (const path of linkedPaths(html)) {
      // A path of no kind's screen (a list, a text page) is the layout's business, not checked here.
      if ((await opensSomething(db, path, kinds)) === false) broken.push(path);
    }
    if (broken.length > 0) problems.push({ field, message: ITEM_MESSAGES.brokenLinks(broken) });
  }
  return problems;
}
