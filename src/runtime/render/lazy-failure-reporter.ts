import type { FailureReport, PageError } from '../../../contract/generated/schema-types';
import { REPORTED_KINDS } from './failure-kinds';
import type { FailureReporter } from './failure-reports';
import type { RuntimeReport } from './runtime-context';

export interface LazyFailureReporter {
  report(report: RuntimeReport): void;
  pageError(error: PageError): void;
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
  const load = () =>
    (loaded ??= import('./failure-reports').then((module) => {
      reporter = module.createFailureReporter({ build, send: module.sendFailureBatch });
      return { reporter, toFailure: module.failureFromRuntime };
    }));
  return {
    report(report) {
      if (!REPORTED_KINDS.has(report.kind)) return;
      void load()
        .then(({ reporter: loadedReporter, toFailure }) => {
          const failure = toFailure(report);
          if (failure) loadedReporter.report(failure);
        })
        // A chunk that cannot load (offline, a deploy replaced it) only costs the report.
        .catch(() => undefined);
    },
    pageError(error) {
      void load()
        .then(({ reporter: loadedReporter }) => loadedReporter.pageError(error))
        // After a deploy replaced every chunk, this one is gone too: that error is lost (docs/observability.md).
        .catch(() => undefined);
    },
    flush(leaving) {
      reporter?.flush(leaving);
    },
  };
}
