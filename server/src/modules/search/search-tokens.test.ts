import { describe, expect, it } from 'vitest';
import { synonymIndex } from './medical-synonyms';
import { documentTokens, queryLexemes, tsqueryFor } from './search-tokens';

describe('search tokens', () => {
  it('indexes titles with characters, bigrams and jieba words; bodies with bigrams and Latin terms', () => {
    const title = documentTokens('阿尔茨海默病诊疗进展');
    expect(title).toEqual(expect.arrayContaining(['阿', '病', '阿尔', '默病', '诊疗', '阿尔茨海默']));
    const body = documentTokens('慢性心衰患者PD-1抑制剂', { full: false });
    expect(body).toEqual(expect.arrayContaining(['心衰', '抑制', 'pd', '1', 'pd1']));
    expect(body).not.toContain('心');
  });

  it('normalises full-width forms and case, and drops control characters', () => {
    expect(documentTokens('ＣＴ\u0007影像')).toEqual(expect.arrayContaining(['ct', '影像']));
    expect(queryLexemes('PD-1抑制剂')).toEqual([
      { lexemes: ['pd1'], prefix: false },
      { lexemes: ['抑制', '制剂'], prefix: false },
    ]);
  });

  it('builds a tsquery of quoted lexemes, a prefix for the last Latin term, and null for nothing searchable', () => {
    expect(tsqueryFor('肺结节')).toBe("'肺结' & '结节'");
    // A medical synonym group: any of its names matches (心衰 ↔ 心力衰竭 ↔ HF).
    const synonyms = synonymIndex([
      ['慢阻肺', 'COPD', '慢性阻塞性肺疾病', '慢性阻塞性肺病'],
      ['心衰', '心力衰竭', 'HF'],
    ]);
    expect(tsqueryFor('心衰', { synonyms })).toBe("(('心衰') | ('心力' & '力衰' & '衰竭') | ('hf'))");
    expect(tsqueryFor('COPD 治疗', { synonyms })).toBe(
      "(('copd') | ('慢阻' & '阻肺') | ('慢性' & '性阻' & '阻塞' & '塞性' & '性肺' & '肺疾' & '疾病') | ('慢性' & '性阻' & '阻塞' & '塞性' & '性肺' & '肺病')) & '治疗'",
    );
    expect(tsqueryFor('肺 pd', { prefixLast: true })).toBe("'肺' & 'pd':*");
    expect(tsqueryFor("a'b & c")).toBe("'a' & 'b' & 'c'");
    expect(tsqueryFor('😀 ！？')).toBeNull();
  });

  it('finds synonym names by their pinyin initials or syllables, Chinese names only', () => {
    const synonyms = synonymIndex([
      ['房颤', '心房颤动', 'AF'],
      ['重症肺炎', 'SCAP'],
    ]);
    expect(synonyms.byPinyin('fc', 5)).toEqual(['房颤']);
    expect(synonyms.byPinyin('fa', 5)).toEqual(['房颤']);
    expect(synonyms.byPinyin('XFCD', 5)).toEqual(['心房颤动']);
    // Read as a phrase: 重症 is zhòng, not chóng.
    expect(synonyms.byPinyin('zzfy', 5)).toEqual(['重症肺炎']);
    expect(synonyms.byPinyin('af', 5)).toEqual([]);
    expect(synonyms.byPinyin('f', 5)).toEqual([]);
  });
});
