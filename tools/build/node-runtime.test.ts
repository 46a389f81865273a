// The project brings its own Node (README → Setup): `npm ci` installs the exact version pinned as the `node`
// devDependency, and npm scripts (npm test, npm start, npx) put node_modules/.bin first on PATH, so vitest,
// tsx and every process the tests start run on it, even on a machine whose own node is older. The production
// image, `engines` and the Node types must name the same major, and every installed package must accept that
// Node (npm's engine-strict would check them against the Node that runs `npm ci` instead: .npmrc).
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const pinned = pkg.devDependencies.node;
const major = (version: string) => Number(/\d+/.exec(version)?.[0]);

describe('the Node the project runs on', () => {
  it('is the pinned one, in this test worker and in a child started as `node` from PATH', () => {
    expect(process.versions.node).toBe(pinned);
    expect(realpathSync(process.execPath)).toBe(realpathSync(join(ROOT, 'node_modules/node/bin/node')));
    const child = execFileSync('node', ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
    expect(child).toBe(pinned);
  });

  it('satisfies engines, and the image and the types are of its major', () => {
    const [wantMajor, wantMinor] = /(\d+)\.(\d+)/.exec(pkg.engines.node)!.slice(1).map(Number);
    const [haveMajor, haveMinor] = pinned.split('.').map(Number);
    expect(pkg.engines.node.startsWith('>=')).toBe(true);
    expect(haveMajor > wantMajor || (haveMajor === wantMajor && haveMinor >= wantMinor), `${pinned} vs ${pkg.engines.node}`).toBe(true);
    expect(major(pkg.devDependencies['@types/node'])).toBe(major(pinned));
    const image = /^ARG NODE_IMAGE=node:(\d+)/m.exec(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'))?.[1];
    expect(Number(image)).toBe(major(pinned));
  });

  it('is accepted by the engines of every package in the lockfile (optional platform packages aside, as npm does)', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
    };
    const refusing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (path !== '' && !entry.optional && range && !semver.satisfies(pinned, range, { includePrerelease: true })) refusing.push(`${path}: ${range}`);
    }
    expect(refusing).toEqual([]);
  });
});
