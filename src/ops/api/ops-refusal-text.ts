/**
 * The text to show for a failed request: an OpsRefusal's message (what `.unwrap()` throws and what a
 * query's `error` holds), an Error's message, or the value itself.
 */
export function refusalText(problem: unknown): string {
  if (problem && typeof problem === 'object' && 'message' in problem && typeof problem.message === 'string') return problem.message;
  return String(problem);
}
