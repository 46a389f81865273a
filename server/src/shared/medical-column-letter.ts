import { pinyin } from 'pinyin-pro';

/**
 * The A–Z index letter of a medical column: the first letter of its title's pinyin, read as a phrase so
 * polyphones take the reading of the word (重症 → zhòng → Z, not chóng).
 */
export function medicalColumnLetter(title: string): string {
  const [first] = pinyin(title, { pattern: 'first', toneType: 'none', type: 'array' });
  const letter = (first ?? '').toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : '#';
}
