// The part of a schema's description an operator reads. Descriptions speak to developers too: binding
// paths ($data.<entry>.list), payload shapes ({ id, title }), type names (ContentItem) and the actions a
// developer usually maps an event to. Those parts are left out; a description with no Chinese at all is a
// developer's only (the operator's wording goes in x-title / x-description).

const LATIN_WORD = /[A-Za-z]{2,}/;
const CHINESE = /[\u3400-\u9fff]/;

/** Brackets whose content has developer notation: dropped whole (innermost first, so nesting unwinds). */
function dropNotes(text: string): string {
  let current = text;
  for (let round = 0; round < 3; round++) {
    const next = current
      .replace(/\{[^{}]*\}/g, '')
      .replace(/（[^（）]*）/g, (note) => (LATIN_WORD.test(note) || note.includes('$') ? '' : note))
      .replace(/\([^()]*\)/g, (note) => (LATIN_WORD.test(note) || note.includes('$') ? '' : note));
    if (next === current) break;
    current = next;
  }
  return current;
}

/** A clause left dangling once its notation is gone ("事件数据为", "如"), asides aside. */
const DANGLING = /(为|如|是|：|:|绑定|映射到|通常接|再接|应接)$/;
const dangling = (clause: string) => DANGLING.test(clause.replace(/（[^（）]*）|\([^()]*\)/g, '').trim());

/** The operator's part of `text`, or undefined when nothing of it is for operators. */
export function operatorText(text: string | undefined): string | undefined {
  if (!text || !CHINESE.test(text)) return undefined;
  if (!LATIN_WORD.test(text) && !text.includes('$')) return text;
  const sentences = dropNotes(text)
    .split(/[；;。]/)
    .map((sentence) =>
      sentence
        .split(/[，,]/)
        .map((clause) => clause.trim())
        .filter((clause) => clause !== '' && CHINESE.test(clause) && !LATIN_WORD.test(clause) && !clause.includes('$') && !dangling(clause))
        .join('，'),
    )
    .filter((sentence) => sentence !== '');
  return sentences.length > 0 ? sentences.join('；') : undefined;
}

/** True when `text` has no English word for an operator to read. */
export function readsChinese(text: string): boolean {
  return !LATIN_WORD.test(text);
}
