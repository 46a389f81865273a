/** Reads one trimmed variable; undefined when unset or blank. */
export type Text = (name: string) => string | undefined;

export type NodeEnv = 'development' | 'production' | 'test';

/** An integer setting within [min, max]; a bad value is listed in `problems` and the fallback kept. */
export function integerIn(text: Text, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = text(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}
