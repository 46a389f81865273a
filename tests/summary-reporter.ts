import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTimes {
  files: number;
  /** When its first file began and its last file ended (ms, performance.now()). */
  firstBegin: number;
  lastEnd: number;
  /** Sum over its files of set-up, import and run time: what the project costs in worker time. */
  fileTime: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Ends the run with each project's time (so a slow project shows in every CI log) and one plain line,
 * `tests: N passed, N failed, N skipped`, that any CI log reader understands.
 */
export default class SummaryReporter implements Reporter {
  private readonly projects = new Map<string, ProjectTimes>();

  onTestModuleEnd(module: TestModule): void {
    const end = performance.now();
    const { environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration } = module.diagnostic();
    const fileTime = environmentSetupDuration + prepareDuration + collectDuration + setupDuration + duration;
    const name = module.project.name;
    const times = this.projects.get(name) ?? { files: 0, firstBegin: end - fileTime, lastEnd: end, fileTime: 0 };
    times.files++;
    times.firstBegin = Math.min(times.firstBegin, end - fileTime);
    times.lastEnd = Math.max(times.lastEnd, end);
    times.fileTime += fileTime;
    this.projects.set(name, times);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    process.stdout.write(`\n${this.projectTable()}\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }

  /** Wall time from a project's first file to its last (projects of one group overlap), and file time. */
  private projectTable(): string {
    if (this.projects.size === 0) return '';
    const ordered = [...this.projects].sort(([, a], [, b]) => a.firstBegin - b.firstBegin);
    const width = Math.max(...ordered.map(([name]) => name.length));
    const rows = ordered.map(
      ([name, t]) =>
        `  ${name.padEnd(width)}  ${String(t.files).padStart(4)} files  ${seconds(t.lastEnd - t.firstBegin).padStart(8)} wall  ${seconds(t.fileTime).padStart(8)} in files`,
    );
    return `project times:\n${rows.join('\n')}\n`;
  }
}
