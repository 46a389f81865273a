import type { FailureReport, FailureReportBatch, PageError } from '../../../contract/generated/schema-types';
import { REPORTED_KINDS } from './failure-kinds';
import type { RuntimeReport } from './runtime-context';

/**
 * Nodes a phone could not show (a fallback or a widget that threw) are told to the server, so operators
 * see them in the console instead of only the phone's console. Sent a few seconds after the first one
 * (a failing page usually fails several nodes at once) and as the page is left; identical reports once
 * per page load and at most `maxPerPage` of them, so a broken page cannot turn phones into a flood. A
 * failed send is dropped: reporting never breaks or slows a screen.
 */
export interface FailureReporter {
  report(report: FailureReport): void;
  /** An error of the page itself (uncaught, unhandled rejection, a chunk outside a widget): same batching, dedupe and cap. */
  pageError(error: PageError): void;
  /** Sends what is queued; `leaving`: the page is going away (a beacon survives that, a fetch may not). */
  flush(leaving?: boolean): void;
}

export interface FailureReporterOptions {
  /** The app build that renders (set at build time). */
  build: string;
  send(body: string, leaving: boolean): void;
  flushMs?: number;
  maxPerPage?: number;
  /** The server takes at most 20 per batch. */
  maxBatch?: number;
  maxMessage?: number;
}

export const FAILURE_REPORT_URL = '/layout/api/failure-reports';

export function createFailureReporter(options: FailureReporterOptions): FailureReporter {
  const flushMs = options.flushMs ?? 3000;
  const maxPerPage = options.maxPerPage ?? 30;
  const maxBatch = options.maxBatch ?? 20;
  const maxMessage = options.maxMessage ?? 200;
  const seen = new Set<string>();
  let queue: FailureReport[] = [];
  let errors: PageError[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (leaving = false) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0 || errors.length > 0) {
      const batch: FailureReportBatch = { build: options.build, reports: queue.slice(0, maxBatch) };
      if (errors.length > 0) batch.errors = errors.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      errors = errors.slice(maxBatch);
      try {
        options.send(JSON.stringify(batch), leaving);
      } catch {
        // Reporting must never surface to the doctor.
      }
    }
  };

  /** Once per page load and within the cap: whether `key` may be queued. */
  const admit = (key: string) => {
    if (seen.has(key) || seen.size >= maxPerPage) return false;
    seen.add(key);
    return true;
  };
  const queued = () => {
    if (queue.length >= maxBatch || errors.length >= maxBatch) flush();
    else timer ??= setTimeout(flush, flushMs);
  };

  return {
    report(input) {
      const report = { ...input, message: input.message.slice(0, maxMessage) };
      if (!admit(JSON.stringify([report.kind, report.layout, report.revision, report.node, report.widget, report.version, report.message]))) return;
      queue.push(report);
      queued();
    },
    pageError(input) {
      const error = { ...input, path: input.path.slice(0, 200), message: input.message.slice(0, maxMessage) };
      if (!admit(JSON.stringify(['page', error.kind, error.path, error.message]))) return;
      errors.push(error);
      queued();
    },
    flush,
  };
}

/** The renderer's report as a failure report; null for what is not a node failing to show (action errors, a report without its layout). */
export function failureFromRuntime(report: RuntimeReport): FailureReport | null {
  if (!REPORTED_KINDS.has(report.kind) || !report.layout || !report.nodeId || !report.widget) return null;
  // Longer names than the server takes would make it refuse the whole batch.
  if (report.nodeId.length > 128 || report.widget.length > 64 || report.layout.id.length > 128) return null;
  return {
    // Checked against REPORTED_KINDS just above.
    kind: report.kind as FailureReport['kind'],
    layout: report.layout.id,
    revision: report.layout.revision ?? 0,
    node: report.nodeId,
    widget: report.widget,
    version: Math.min(Math.max(1, report.version ?? 1), 10000),
    message: report.detail,
  };
}

/** A beacon as the page is left (text/plain: no preflight a WebView could refuse); a fetch otherwise. */
export function sendFailureBatch(body: string, leaving: boolean): void {
  if (
    leaving &&
    typeof navigator !== 'undefined' &&
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(FAILURE_REPORT_URL, new Blob([body], { type: 'text/plain;charset=UTF-8' }))
  )
    return;
  void fetch(FAILURE_REPORT_URL, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'application/json' } }).catch(
    () => undefined,
  );
}
