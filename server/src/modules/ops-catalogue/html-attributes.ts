import sanitizeHtml from 'sanitize-html';

/** Each distinct value of `attribute` on `tag` elements of `html` that `wanted` accepts, in order. */
export function attributeValues(html: string, tag: string, attribute: string, wanted: (value: string) => boolean): string[] {
  const found = new Set<string>();
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Only read here (the output is dropped): nothing this call returns reaches a page.
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => {
      const value = frame.tag === tag ? frame.attribs[attribute] : undefined;
      if (value && wanted(value)) found.add(value);
      return false;
    },
  });
  return [...found];
}
