// Pasted HTML as the editor should read it, and the address rule the server's sanitiser keeps.

/**
 * The addresses the server keeps: absolute http(s), or a path of this site. '//host' is another site without a
 * scheme, so it does not count as a site path.
 */
export function isAllowedAddress(address: string | null | undefined): address is string {
  if (!address) return false;
  const trimmed = address.trim();
  return /^https?:\/\/[^\s]+$/i.test(trimmed) || (trimmed.startsWith('/') && !trimmed.startsWith('//'));
}

const ORDERED_MARKER = /^\s*(\(?[0-9一二三四五六七八九十]+[.)、．]|\(?[a-zA-Z]{1,3}[.)]|\([0-9a-zA-Z]+\))/;

/** Word marks list paragraphs with mso-list styles or MsoListParagraph classes instead of <ul>/<ol>. */
function wordListLevel(element: Element): number | null {
  const style = element.getAttribute('style') ?? '';
  const match = /mso-list:\s*l\d+\s+level(\d+)/i.exec(style);
  if (match) return Number(match[1]);
  return /^MsoListParagraph/i.test(element.getAttribute('class') ?? '') ? 1 : null;
}

/** Turns runs of Word's list paragraphs into nested <ul>/<ol>, which the schema then reads as lists. */
function wordListsToLists(document: Document): void {
  const paragraphs = Array.from(document.body.querySelectorAll('p')).filter((p) => wordListLevel(p) !== null);
  let stack: { list: HTMLElement; level: number }[] = [];
  for (const paragraph of paragraphs) {
    const level = wordListLevel(paragraph) ?? 1;
    const marker = Array.from(paragraph.querySelectorAll('span')).find((span) => /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''));
    const ordered = ORDERED_MARKER.test(marker?.textContent ?? '');
    marker?.remove();
    // A list goes on only while its paragraphs follow one another (the ones before are in it by now).
    if (stack.length > 0 && paragraph.previousElementSibling !== stack[0].list) stack = [];
    while (stack.length > 0 && stack[stack.length - 1].level > level) stack.pop();
    const item = document.createElement('li');
    item.append(...Array.from(paragraph.childNodes));
    const top = stack.at(-1);
    if (top && top.level === level) {
      top.list.append(item);
    } else {
      const list = document.createElement(ordered ? 'ol' : 'ul');
      list.append(item);
      const parentItem = top?.list.lastElementChild;
      if (parentItem) parentItem.append(list);
      else paragraph.before(list);
      stack.push({ list, level });
    }
    paragraph.remove();
  }
}

/**
 * Pasted HTML, tidied before the schema reads it: Word's list paragraphs become lists, WeChat's lazily loaded
 * images (the address in data-src) become real ones, and headings outside the 2–4 the editor offers keep
 * being headings instead of falling back to paragraphs.
 */
export function tidyPastedHtml(html: string): string {
  // A document of its own: nothing in it loads or runs while we rewrite it.
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const image of Array.from(document.body.querySelectorAll('img'))) {
    const lazy = image.getAttribute('data-src');
    if (lazy && !isAllowedAddress(image.getAttribute('src')) && isAllowedAddress(lazy)) image.setAttribute('src', lazy);
  }
  for (const [from, to] of [
    ['h1', 'h2'],
    ['h5', 'h4'],
    ['h6', 'h4'],
  ] as const) {
    for (const heading of Array.from(document.body.querySelectorAll(from))) {
      const replacement = document.createElement(to);
      replacement.append(...Array.from(heading.childNodes));
      heading.replaceWith(replacement);
    }
  }
  wordListsToLists(document);
  return document.body.innerHTML;
}
