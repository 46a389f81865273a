import type { FailureReport } from '../../../contract/generated/schema-types';
import { REPORTED_KINDS } from './failure-kinds';
import type { FailureReporter } from './failure-reports';
import type { RuntimeReport } from './runtime-context';

export interface LazyFailureReporter {
  report(report: RuntimeReport): void;
  /** Sends what is queued, if the reporter has loaded (synchronously: the page may be going away). */
  flush(leaving: boolean): void;
}

/**
 * The reporter's code is its own chunk, loaded with the first failure: a page that shows every node
 * downloads none of it.
 */
export function lazyFailureReporter(build: string): LazyFailureReporter {
  let loaded: Promise<{ reporter: FailureReporter; toFailure: (report: RuntimeReport) => FailureReport | null }> | undefined;
  let reporter: FailureReporter | undefined;
  return {
    report(report) {
      if (!REPORTED_KINDS.has(report.kind)) return;
      loaded ??= import('./failure-reports').then((module) => {
        reporter = module.createFailureReporter({ build, send: module.sendFailureBatch });
        return { reporter, toFailure: module.failureFromRuntime };
      });
      void loaded
        .then(({ reporter: loadedReporter, toFailure }) => {
          const failure = toFailure(report);
          if (failure) loadedReporter.report(failure);
        })
        // A chunk that cannot load (offline, a deploy replaced it) only costs the report.
        .catch(() => undefined);
    },
    flush(leaving) {
      reporter?.flush(leaving);
    },
  };
}
