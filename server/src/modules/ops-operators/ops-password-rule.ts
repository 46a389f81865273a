import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './ops-password';

/**
 * Which operator passwords are accepted, after NIST SP 800-63B (5.1.1.2): a minimum length and no composition
 * rules, but refused when common or easy to guess. @zxcvbn-ts estimates the guesses (dictionaries of common
 * passwords, English words, keyboard walks, sequences, dates); its score 0–4 must reach MIN_SCORE.
 */
export const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_MESSAGES = {
  tooShort: `密码至少需要 ${MIN_PASSWORD_LENGTH} 个字符`,
  tooLong: `密码最多 ${MAX_PASSWORD_LENGTH} 个字符`,
  common: '密码太容易被猜到：这是常见密码或与常见密码相似，请换一个',
  containsName: '密码太容易被猜到：不能包含用户名',
  weak: '密码太容易被猜到：请用更长、更没有规律的密码，例如几个不相关的词加数字或符号',
} as const;

interface Estimator {
  factory: ZxcvbnFactory;
  /** The common-password list itself: a long common password scores well by length alone. */
  common: ReadonlySet<string>;
}

let estimator: Promise<Estimator> | undefined;

/** The dictionaries (a few MB) load on the first password checked, once per process. */
function loadEstimator(): Promise<Estimator> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory: Factory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const factory = new Factory({ dictionary: { ...common.dictionary, ...english.dictionary }, graphs: common.adjacencyGraphs });
    return { factory, common: new Set(common.dictionary['passwords-common']) };
  })();
  return estimator;
}

/**
 * Why `password` may not be `name`'s password (a Chinese message), or null when it may. A name of three or
 * more characters must not appear in it at all; shorter names are weighed by the estimator as user input.
 */
export async function passwordProblem(password: string, name: string): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const lower = password.toLowerCase();
  if (name.length >= 3 && lower.includes(name.toLowerCase())) return PASSWORD_MESSAGES.containsName;
  const { factory, common } = await loadEstimator();
  if (common.has(lower)) return PASSWORD_MESSAGES.common;
  const result = factory.check(password, [name]);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  if (result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'passwords-common')) return PASSWORD_MESSAGES.common;
  if (result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs')) return PASSWORD_MESSAGES.containsName;
  return PASSWORD_MESSAGES.weak;
}
