// CLI: `npm run lint:layouts [-- --root <dir>]` lints layouts/*.layout.json and widgets/*/*.example.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lintLayoutDocument, lintWidgetExample, type LintIssue } from '../../server/src/layout-lint/lint-layout';
import { defaultRoot } from '../../server/src/schemas/schema-store';

function parse(root: string, file: string): { value?: unknown; issue?: LintIssue } {
  try {
    return { value: JSON.parse(readFileSync(path.join(root, file), 'utf8')) };
  } catch (err) {
    return { issue: { file, path: '', kind: 'schema', message: `not valid JSON: ${(err as Error).message}` } };
  }
}

export function lintLayoutFiles(root: string = defaultRoot): { files: number; issues: LintIssue[] } {
  const issues: LintIssue[] = [];
  let files = 0;
  const layoutsDir = path.join(root, 'layouts');
  const layouts = existsSync(layoutsDir)
    ? readdirSync(layoutsDir)
        .filter((f) => f.endsWith('.layout.json'))
        .sort()
    : [];
  for (const name of layouts) {
    const file = `layouts/${name}`;
    files++;
    const { value, issue } = parse(root, file);
    if (issue) {
      issues.push(issue);
      continue;
    }
    issues.push(...lintLayoutDocument(value, { file, root }));
    const id = (value as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && `${id}.layout.json` !== name) {
      issues.push({ file, path: '/id', kind: 'schema', message: `id "${id}" must match the file name (${id}.layout.json)` });
    }
  }
  const widgetsDir = path.join(root, 'widgets');
  const types = existsSync(widgetsDir) ? readdirSync(widgetsDir).sort() : [];
  for (const type of types) {
    const file = `widgets/${type}/${type}.example.json`;
    if (!existsSync(path.join(root, file))) continue;
    files++;
    const { value, issue } = parse(root, file);
    if (issue) {
      issues.push(issue);
      continue;
    }
    issues.push(...lintWidgetExample(value, { file, root }));
    const widget = (value as { widget?: unknown } | null)?.widget;
    if (widget !== type) {
      issues.push({ file, path: '/widget', kind: 'schema', message: `an example of ${type} must use widget "${type}"` });
    }
  }
  return { files, issues };
}

function main(argv: string[]): number {
  const rootFlag = argv.indexOf('--root');
  const root = rootFlag >= 0 && argv[rootFlag + 1] ? path.resolve(argv[rootFlag + 1]) : defaultRoot;
  const { files, issues } = lintLayoutFiles(root);
  for (const i of issues) console.log(`${i.file ?? ''}:${i.path || '/'}  ${i.message}  [${i.kind}]`);
  const summary = `${files} file(s) linted, ${issues.length} issue(s)`;
  if (issues.length > 0) {
    console.error(summary);
    return 1;
  }
  console.log(summary);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
