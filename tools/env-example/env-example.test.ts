import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, RETIRED_SETTINGS } from '../../server/src/config/config';
import { defaultRoot } from '../../server/src/schemas/schema-store';

/**
 * .env.example, README's configuration tables and the code must name the same environment variables.
 *
 * What the code reads is found two ways, the honest way for each kind of code:
 * - the config loader (server/src/config/config.ts and the readers it calls) gets the environment as an object and
 *   reads names built in arrays and helpers; it is run against an environment that records every name
 *   looked up, once per branch that reads different names (SMS provider, storage kind, production);
 * - everything else reads `process.env.NAME` / `env.NAME` / `import.meta.env.VITE_…` literally, which a scan
 *   of the source finds. A lookup by a computed name outside the loader fails the test: it cannot be checked.
 *
 * Scanned: the server (server/src, its test helpers included: they read TEST_*), the client's build-time
 * VITE_ variables (src/, vite.config.ts) and the tools an operator or developer runs against a deployment
 * (ops, migrate-layouts, lint-layouts, db-target, dev). Not scanned: bench, budgets and screenshots, whose
 * knobs are their own commands' options, and test files.
 */

const ENV_EXAMPLE = '.env.example';
const README = 'README.md';
const SCANNED = ['server/src', 'src', 'tools/ops', 'tools/migrate-layouts', 'tools/lint-layouts', 'tools/db-target', 'tools/dev', 'vite.config.ts'];
const LOADER_FILE = 'server/src/config/config.ts';

/** Read by the code but not settings: nobody configures them. */
const NOT_SETTINGS: Record<string, string> = {
  VITEST: 'set by the test runner',
  BYH_WORKER: 'set by server/src/cluster.ts for its workers',
  ...Object.fromEntries(Object.keys(RETIRED_SETTINGS).map((name) => [name, 'retired: read only to warn that it is ignored'])),
};

/** Environments that take the loader down each branch that reads names the others do not. */
const LOADER_BRANCHES: Record<string, string>[] = [
  {},
  { SMS_PROVIDER: 'aliyun' },
  { SMS_PROVIDER: 'tencent' },
  { STORAGE: 's3' },
  { LIVE_STREAM_PROVIDER: 'aliyun' },
  { NODE_ENV: 'production' },
  { METRICS_PORT: '9464' },
];

function listFiles(rel: string): string[] {
  const abs = path.join(defaultRoot, rel);
  if (statSync(abs).isFile()) return [rel];
  return readdirSync(abs).flatMap((name) => {
    if (name === 'generated' || name === 'node_modules') return [];
    const child = `${rel}/${name}`;
    if (statSync(path.join(defaultRoot, child)).isDirectory()) return listFiles(child);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [child] : [];
  });
}

const VITE_BUILD_FLAGS = new Set(['DEV', 'PROD', 'MODE', 'SSR', 'BASE_URL']);

/** Variable → the files reading it, from the literal lookups in the scanned source. */
function sourceReads(): { reads: Map<string, Set<string>>; computed: string[] } {
  const reads = new Map<string, Set<string>>();
  const computed: string[] = [];
  const literal = /\b(?:process\.env|import\.meta\.env|env)(?:\.([A-Z][A-Z0-9_]*)\b|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g;
  const byComputedName = /\b(?:process\.env|env)\[\s*(?!['"])[^\]]+\]/g;
  for (const file of SCANNED.flatMap(listFiles)) {
    const text = readFileSync(path.join(defaultRoot, file), 'utf8');
    for (const match of text.matchAll(literal)) {
      const name = match[1] ?? match[2];
      // Vite's own build flags (import.meta.env.DEV …) are set by the build, never by the environment.
      if (match[0].startsWith('import.meta.env') && VITE_BUILD_FLAGS.has(name)) continue;
      if (!reads.has(name)) reads.set(name, new Set());
      reads.get(name)!.add(file);
    }
    if (file !== LOADER_FILE) computed.push(...[...text.matchAll(byComputedName)].map((m) => `${file}: ${m[0]}`));
  }
  return { reads, computed };
}

/** Every name the config loader looks up, over its branches. */
function loaderReads(): Set<string> {
  const names = new Set<string>();
  for (const branch of LOADER_BRANCHES) {
    const env = new Proxy({} as Record<string, string | undefined>, {
      get(_target, key) {
        if (typeof key === 'string') names.add(key);
        return typeof key === 'string' ? branch[key] : undefined;
      },
    });
    try {
      loadConfig(env);
    } catch {
      // A branch missing its required settings is refused after every name was looked up.
    }
  }
  return names;
}

function codeReads(): Map<string, string[]> {
  const { reads } = sourceReads();
  for (const name of loaderReads()) {
    if (!reads.has(name)) reads.set(name, new Set());
    reads.get(name)!.add(`${LOADER_FILE} (loadConfig)`);
  }
  for (const name of Object.keys(NOT_SETTINGS)) reads.delete(name);
  return new Map([...reads].map(([name, files]) => [name, [...files].sort()]));
}

/** `#NAME=default` lines of .env.example, in order, with the comment above each. */
function exampleEntries(): { name: string; value: string; comment: string }[] {
  const lines = readFileSync(path.join(defaultRoot, ENV_EXAMPLE), 'utf8').split('\n');
  return lines.flatMap((line, i) => {
    const match = /^#?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) return [];
    const above = lines[i - 1] ?? '';
    return [{ name: match[1], value: match[2], comment: above.startsWith('# ') ? above.slice(2) : '' }];
  });
}

/** Names in the first column of README's tables under "Configuration" and "Production". */
function readmeNames(): Set<string> {
  const names = new Set<string>();
  let inConfig = false;
  for (const line of readFileSync(path.join(defaultRoot, README), 'utf8').split('\n')) {
    if (line.startsWith('## ')) inConfig = /^## (Configuration|Production)/.test(line);
    if (!inConfig || !line.startsWith('| `')) continue;
    const firstCell = line.split('|')[1];
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1]);
  }
  return names;
}

describe('.env.example', () => {
  const reads = codeReads();
  const entries = exampleEntries();
  const listed = new Set(entries.map((e) => e.name));

  it('finds the reads it checks (the scan and the loader both see the known variables)', () => {
    for (const name of [
      'PORT',
      'LOG_LEVEL',
      'MY_LINK_HZSF',
      'S3_BUCKET',
      'TENCENT_SMS_SECRET_ID',
      'WEB_CONCURRENCY',
      'VITE_MEETING_URL_TEMPLATE',
      'TEST_DATABASE_URL',
    ]) {
      expect(reads.has(name), name).toBe(true);
    }
    expect(sourceReads().computed, 'environment lookups by a computed name outside the config loader').toEqual([]);
  });

  it('lists every variable the code reads', () => {
    const missing = [...reads].filter(([name]) => !listed.has(name));
    const advice = missing.map(([name, files]) => `  # <what ${name} does>\n  #${name}=<default, or nothing when unset>\n      (read in ${files.join(', ')})`);
    expect(
      missing.map(([name]) => name),
      `add to .env.example, in its section:\n${advice.join('\n')}`,
    ).toEqual([]);
  });

  it('lists no variable the code does not read', () => {
    const unread = entries.map((e) => e.name).filter((name) => !reads.has(name));
    expect(
      unread,
      `remove from .env.example (nothing reads them), or read them through the config loader (server/src/config/config.ts): ${unread.join(', ')}` +
        '\n(if the loader reads one only on a branch, add that branch to LOADER_BRANCHES in this test)',
    ).toEqual([]);
  });

  it('says what each variable means, once', () => {
    expect(
      entries.filter((e) => e.comment.trim() === '').map((e) => e.name),
      'put a "# meaning" line above each of these',
    ).toEqual([]);
    expect(entries.length, 'a variable listed twice').toBe(listed.size);
  });

  it("matches README's configuration tables", () => {
    const documented = readmeNames();
    const notInReadme = [...listed].filter((name) => !documented.has(name));
    const notInExample = [...documented].filter((name) => !listed.has(name));
    expect(notInReadme, `add a row for each to README's configuration table: ${notInReadme.join(', ')}`).toEqual([]);
    expect(notInExample, `add to .env.example, or remove the README row if nothing reads it: ${notInExample.join(', ')}`).toEqual([]);
  });
});
