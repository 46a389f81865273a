/** Who wrote a revision, for operators: the layouts shipped with the app are written by `seed`. */
export function operatorName(name: string): string {
  return name === 'seed' ? '系统初始版本' : name;
}
