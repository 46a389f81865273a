// `npm run gen:openapi [-- --check] [-- --root <dir>]`: the endpoint catalogue and the schemas it reaches →
// contract/generated/openapi.json (OpenAPI 3.1). With --check nothing is written; it exits 1 when the file is stale.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultRoot, readSchemaFiles } from '../../server/src/schemas/schema-store';
import { openApiDocument } from './openapi-document';

export const OPENAPI_FILE = 'contract/generated/openapi.json';

/** The document's text as written to OPENAPI_FILE; the API's version is the package's. */
export function openApiText(root: string = defaultRoot): string {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string };
  const doc = openApiDocument(readSchemaFiles(root), { title: '博医荟 API', version: pkg.version ?? '0.0.0' });
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** True when OPENAPI_FILE under `root` is missing or differs from what would be generated. */
export function isStale(root: string = defaultRoot): boolean {
  const file = path.join(root, OPENAPI_FILE);
  return !existsSync(file) || readFileSync(file, 'utf8') !== openApiText(root);
}

/** Writes OPENAPI_FILE when it differs; true when it changed. */
export function writeOpenApi(root: string = defaultRoot): boolean {
  if (!isStale(root)) return false;
  const file = path.join(root, OPENAPI_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, openApiText(root));
  return true;
}

function main(argv: string[]): number {
  const rootFlag = argv.indexOf('--root');
  const root = rootFlag >= 0 && argv[rootFlag + 1] ? path.resolve(argv[rootFlag + 1]) : defaultRoot;
  if (argv.includes('--check')) {
    if (!isStale(root)) {
      console.log(`${OPENAPI_FILE} is up to date`);
      return 0;
    }
    console.error(`stale generated file:\n  ${OPENAPI_FILE}\nrun: npm run gen:openapi`);
    return 1;
  }
  console.log(writeOpenApi(root) ? `updated:\n  ${OPENAPI_FILE}` : `${OPENAPI_FILE} is up to date`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
