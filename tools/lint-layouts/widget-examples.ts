import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentExampleFile, isExampleState, REQUIRED_EXAMPLE_STATES, stateExamplesFile, CONTENT_STATE } from '../../contract/layout/widget-examples';
import { lintWidgetExample, type LintIssue } from '../../server/src/layout-lint/lint-layout';
import { parse } from './read-json';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One example node: valid against the widget's schema (as a layout node is) and of this very widget. */
function lintOne(root: string, type: string, file: string, pointer: string, node: unknown): LintIssue[] {
  const issues = lintWidgetExample(node, { file, root }).map((issue) => ({ ...issue, path: `${pointer}${issue.path}` }));
  if ((node as { widget?: unknown } | null)?.widget !== type)
    issues.push({ file, path: `${pointer}/widget`, kind: 'schema', message: `an example of ${type} must use widget "${type}"` });
  return issues;
}

/**
 * A registered widget's folder (it has index.ts) shows each of its states: the content state in
 * <type>.example.json, the others in <type>.examples.json keyed by state name; content and empty are
 * required, so the workbench and the screenshot check always have both. Folders with only a schema
 * (hand-made test widgets) have their examples linted when present, nothing more.
 */
export function lintWidgetExamples(root: string, type: string): { files: number; issues: LintIssue[] } {
  const registered = existsSync(path.join(root, 'widgets', type, 'index.ts'));
  const issues: LintIssue[] = [];
  let files = 0;
  const states = new Set<string>();
  const contentFile = contentExampleFile(type);
  if (existsSync(path.join(root, contentFile))) {
    files++;
    const { value, issue } = parse(root, contentFile);
    if (issue) issues.push(issue);
    else issues.push(...lintOne(root, type, contentFile, '', value));
    states.add(CONTENT_STATE);
  }
  const statesFile = stateExamplesFile(type);
  if (existsSync(path.join(root, statesFile))) {
    files++;
    const { value, issue } = parse(root, statesFile);
    if (issue) issues.push(issue);
    else if (!isObj(value)) issues.push({ file: statesFile, path: '', kind: 'schema', message: 'must be an object of examples keyed by state name' });
    else
      for (const [state, node] of Object.entries(value)) {
        const pointer = `/${state}`;
        if (!isExampleState(state) || state === CONTENT_STATE)
          issues.push({ file: statesFile, path: pointer, kind: 'schema', message: `unknown state "${state}" (content lives in ${contentFile})` });
        else issues.push(...lintOne(root, type, statesFile, pointer, node));
        states.add(state);
      }
  }
  if (registered)
    for (const state of REQUIRED_EXAMPLE_STATES)
      if (!states.has(state))
        issues.push({
          file: state === CONTENT_STATE ? contentFile : statesFile,
          path: state === CONTENT_STATE ? '' : `/${state}`,
          kind: 'schema',
          message: `widget ${type} has no "${state}" example: every widget shows its content and empty states`,
        });
  return { files, issues };
}
