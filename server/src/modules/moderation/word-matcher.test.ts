import { describe, expect, it } from 'vitest';
import { normaliseForMatching } from './text-normaliser';
import { WordMatcher } from './word-matcher';

const matcher = (words: Record<string, 'refuse' | 'hold'>) =>
  new WordMatcher(Object.entries(words).map(([word, action]) => ({ word: normaliseForMatching(word), action })));

describe('sensitive-word matcher', () => {
  it('normalises full-width, case, spaces, punctuation and zero-width characters between characters', () => {
    expect(normaliseForMatching('Ｆｕｌｌ　ＷＩＤＴＨ')).toBe('fullwidth');
    expect(normaliseForMatching('敏 感 词')).toBe('敏感词');
    expect(normaliseForMatching('敏.感-词！')).toBe('敏感词');
    expect(normaliseForMatching('敏\u200b感\u200d词\ufeff')).toBe('敏感词');
    expect(normaliseForMatching('①２３')).toBe('123');
  });

  it('finds a listed word however it is written in the text', () => {
    const m = matcher({ 敏感词: 'refuse', full: 'hold' });
    for (const text of ['这是敏感词', '这是 敏 感 词', '这是敏·感·词', '这是敏\u200b感词']) expect(m.check(text)).toEqual({ kind: 'refuse', word: '敏感词' });
    for (const text of ['ＦＵＬＬ', 'F u l l', 'f.u.l.l', 'FuLl']) expect(m.check(text)).toEqual({ kind: 'hold', word: 'full' });
    expect(m.check('完全无关的一段话')).toEqual({ kind: 'pass' });
    expect(m.check('')).toEqual({ kind: 'pass' });
  });

  it('sees overlapping words, and a refusing word wins over a holding one wherever it is', () => {
    const m = matcher({ 药品: 'hold', 品牌: 'refuse', 药: 'hold' });
    expect(m.check('某药品牌')).toEqual({ kind: 'refuse', word: '品牌' });
    expect(matcher({ 药品: 'hold', 处方药品: 'hold' }).check('处方药品')).toMatchObject({ kind: 'hold' });
    expect(matcher({ abc: 'hold', bcd: 'refuse' }).check('xabcdx')).toEqual({ kind: 'refuse', word: 'bcd' });
  });

  it('an empty list passes everything', () => {
    expect(new WordMatcher([]).check('任何内容')).toEqual({ kind: 'pass' });
    expect(new WordMatcher([{ word: '', action: 'refuse' }]).size).toBe(0);
  });
});
