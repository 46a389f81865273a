import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A clone of this repository alone must build and pass its tests: nothing may read files beside it, and a
// comment may only point at documents the clone contains.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const self = relative(root, fileURLToPath(import.meta.url))
  .split(sep)
  .join('/');

/** Folders that are installed, built or written at run time (see .gitignore), never part of a clone. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules', 'dist', 'dist-server', 'data', 'coverage', 'test-results', '.tmp']);
const SKIPPED_FILE = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|otf|mp4|mp3|pdf|zip|gz|wasm)$/i;

/** Every text file of the working tree, as repository-relative paths with forward slashes. */
function repositoryFiles(dir = root): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue; // a worktree's .git is a file
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.data-test')) files.push(...repositoryFiles(join(dir, entry.name)));
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
      files.push(relative(root, join(dir, entry.name)).split(sep).join('/'));
    }
  }
  return files;
}

const texts = repositoryFiles()
  .filter((file) => file !== self)
  .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }))
  .filter(({ text }) => !text.includes('\0'));
const code = texts.filter(({ file }) => !file.endsWith('.md'));

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

// Text that belongs to another folder: the lint-rule test lints in-memory snippets as if they lived elsewhere,
// the endpoint-type generators write their import lines into src/runtime/data/generated/ and
// src/ops/api/generated/, and the ESLint config describes imports as a server module writes them.
const snippetFiles = new Set(['tools/lint-rules.test.ts', 'tools/gen-types/endpoint-types.ts', 'tools/gen-types/ops-endpoint-types.ts', 'eslint.config.js']);

describe('the repository is self-contained', () => {
  it('reads no fixture, spec or document from a folder beside the repository', () => {
    // The project's working machine keeps its specification and fixtures in a sibling "shared" folder.
    // A "../shared/" that resolves inside the repository (server/src/shared/, the server's shared layer) is ours.
    const outside = /(?:\.\.\/)+shared\/|\/work\/(?:shared|main)\b/g;
    const insideRepository = (file: string, path: string) => path.startsWith('..') && resolve(root, dirname(file), path).startsWith(root + sep);
    const found = code.flatMap(({ file, text }) =>
      [...(snippetFiles.has(file) ? [] : text.matchAll(outside))]
        .filter((m) => !insideRepository(file, m[0]))
        .map((m) => `${file}:${lineOf(text, m.index)} ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('has no relative path that climbs above the repository root', () => {
    // Each "../…" chain is resolved from the folder of the file that holds it (imports, new URL(…, import.meta.url),
    // generated comments written through a symlinked node_modules).
    const climb = /(?<![\w.])((?:\.\.\/)+)([\w@.\-/]*)/g;
    const found = code.flatMap(({ file, text }) =>
      [...(snippetFiles.has(file) ? [] : text.matchAll(climb))]
        .filter((m) => {
          const target = resolve(root, dirname(file), m[1] + m[2]);
          return target !== root && !target.startsWith(root + sep);
        })
        .map((m) => `${file}:${lineOf(text, m.index)} ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('cites no outside spec section or issue number; rules are named in docs/product-rules.md', () => {
    const citation = /\bspec §|§ ?\d|\b[Ii]ssue[- ]#?\d+/g;
    const found = texts.flatMap(({ file, text }) => [...text.matchAll(citation)].map((m) => `${file}:${lineOf(text, m.index)} ${m[0]}`));
    expect(found).toEqual([]);
  });

  it('points only at headings that docs/product-rules.md has', () => {
    const rules = readFileSync(join(root, 'docs', 'product-rules.md'), 'utf8');
    // GitHub's anchors: lower case, punctuation dropped, spaces to hyphens.
    const anchors = new Set(
      [...rules.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
        m[1]
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N} -]/gu, '')
          .replace(/ /g, '-'),
      ),
    );
    expect(anchors.has('watch-passwords')).toBe(true);
    const cited = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/product-rules\.md#([\w-]+)/g)].map((m) => ({ where: `${file}:${lineOf(text, m.index)}`, anchor: m[1] })),
    );
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter(({ anchor }) => !anchors.has(anchor))).toEqual([]);
  });
});
