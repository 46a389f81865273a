import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LintIssue } from '../../server/src/layout-lint/lint-layout';

/** A repository JSON file's value, or the lint issue of a file that is not JSON. */
export function parse(root: string, file: string): { value?: unknown; issue?: LintIssue } {
  try {
    return { value: JSON.parse(readFileSync(path.join(root, file), 'utf8')) };
  } catch (err) {
    return { issue: { file, path: '', kind: 'schema', message: `not valid JSON: ${(err as Error).message}` } };
  }
}
