/**
 * Chat emoji: codes \x{1} … \x{77} in message text are shown as emoji images. The original
 * app used a provider's image set; we draw each as a tiny SVG image of a standard emoji, so no image files
 * ship and messages stay plain text on the wire.
 */
export const EMOJI_COUNT = 77;

// 77 faces and gestures in a fixed order: code n is EMOJI[n - 1]. Never reorder (stored messages use the codes).
// Code 4 is 😹 (Unicode 6, 2010), not 🤣 (Unicode 9): phones and browsers whose emoji font predates 🤣 drew
// it as an empty box in the picker, and the first codes are the ones every live shows.
const EMOJI = [
  '😀',
  '😁',
  '😂',
  '😹',
  '😃',
  '😄',
  '😅',
  '😆',
  '😉',
  '😊',
  '😋',
  '😎',
  '😍',
  '😘',
  '🥰',
  '😗',
  '🙂',
  '🤗',
  '🤩',
  '🤔',
  '🤨',
  '😐',
  '😑',
  '😶',
  '🙄',
  '😏',
  '😣',
  '😥',
  '😮',
  '🤐',
  '😯',
  '😪',
  '😫',
  '🥱',
  '😴',
  '😌',
  '😛',
  '😜',
  '😝',
  '🤤',
  '😒',
  '😓',
  '😔',
  '😕',
  '🙃',
  '🤑',
  '😲',
  '🙁',
  '😖',
  '😞',
  '😟',
  '😤',
  '😢',
  '😭',
  '😦',
  '😧',
  '😨',
  '😩',
  '🤯',
  '😬',
  '😰',
  '😱',
  '🥵',
  '🥶',
  '😳',
  '🤪',
  '😵',
  '😡',
  '😠',
  '🤬',
  '😷',
  '👍',
  '👏',
  '🙏',
  '💪',
  '🌹',
  '❤️',
] as const;

export function emojiChar(code: number): string | undefined {
  return Number.isInteger(code) && code >= 1 && code <= EMOJI_COUNT ? EMOJI[code - 1] : undefined;
}

export function emojiCode(code: number): string {
  return `\\x{${code}}`;
}

const CODE_OF_CHAR = new Map<string, number>(EMOJI.map((char, i) => [char, i + 1]));
// Longest first, so ❤️ (❤ + variation selector) is taken whole before a shorter match could split it.
const EMOJI_CHARS = new RegExp(
  [...EMOJI]
    .sort((a, b) => b.length - a.length)
    .map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'gu',
);

/**
 * The wire text of what the doctor typed: the comment box shows picked emoji as characters, and messages
 * carry them as codes \x{n} (what every client of the chat reads).
 */
export function emojiToCodes(text: string): string {
  return text.replace(EMOJI_CHARS, (char) => emojiCode(CODE_OF_CHAR.get(char) ?? 0));
}

/** The image for a code: an SVG data URL drawing the emoji character (works in every browser engine). */
export function emojiImage(code: number): string {
  const char = emojiChar(code) ?? '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><text x="16" y="26" font-size="26" text-anchor="middle">${char}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export type ChatSegment = { kind: 'text'; text: string } | { kind: 'emoji'; code: number };

const CODE = /\\x\{(\d{1,3})\}/g;

/** Splits message text into text and emoji segments; unknown codes (0, 78 …) stay as text. */
export function parseChatText(text: string): ChatSegment[] {
  const segments: ChatSegment[] = [];
  let last = 0;
  let pending = '';
  for (const match of text.matchAll(CODE)) {
    const code = Number(match[1]);
    const at = match.index ?? 0;
    pending += text.slice(last, at);
    last = at + match[0].length;
    if (emojiChar(code)) {
      if (pending) segments.push({ kind: 'text', text: pending });
      pending = '';
      segments.push({ kind: 'emoji', code });
    } else {
      pending += match[0];
    }
  }
  pending += text.slice(last);
  if (pending) segments.push({ kind: 'text', text: pending });
  return segments;
}
