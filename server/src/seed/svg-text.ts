/** Text helpers for the seed's drawn SVGs (covers, slides): escaping and line breaking by drawn width. */

export const FONT = `font-family="'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif"`;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Drawn width in ems: Chinese characters and full-width punctuation take one em, Latin letters and digits about half. */
export function textWidth(text: string): number {
  let width = 0;
  for (const c of text) width += c.charCodeAt(0) < 0x2e80 ? 0.56 : 1;
  return width;
}

/**
 * Breaks text into lines at most `ems` wide (at any character: Chinese has no spaces), at most `maxLines`
 * of them; a cut-off last line ends with an ellipsis.
 */
export function wrapText(text: string, ems: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i++) {
    if (textWidth(line + chars[i]) > ems) {
      if (lines.length === maxLines - 1) {
        while (line && textWidth(`${line}…`) > ems) line = Array.from(line).slice(0, -1).join('');
        lines.push(`${line}…`);
        return lines;
      }
      lines.push(line);
      line = '';
    }
    line += chars[i];
  }
  if (line) lines.push(line);
  return lines;
}

/** `<text>` lines starting at baseline y, `lineHeight` apart. */
export function textLines(lines: readonly string[], x: number, y: number, lineHeight: number, attributes: string): string {
  return lines.map((line, i) => `<text x="${x}" y="${Math.round(y + i * lineHeight)}" ${attributes} ${FONT}>${escapeXml(line)}</text>`).join('');
}
