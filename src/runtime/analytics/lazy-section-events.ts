import type { SectionEventReporter, SectionSource } from './section-events';
import type { SectionGoal } from './section-goals';

/**
 * The section-event reporter as its own chunk, loaded with the first event: analytics never weigh on the
 * first screen's script. Events before it arrives wait in order; a chunk that cannot load costs only them.
 */
export function lazySectionEventReporter(): SectionEventReporter {
  let reporter: SectionEventReporter | undefined;
  let loading: Promise<void> | undefined;
  const waiting: Array<(loaded: SectionEventReporter) => void> = [];
  const call = (use: (loaded: SectionEventReporter) => void) => {
    if (reporter) return use(reporter);
    waiting.push(use);
    loading ??= import('./section-events').then(
      (module) => {
        reporter = module.createSectionEventReporter();
        for (const queued of waiting.splice(0)) queued(reporter);
      },
      () => {
        waiting.length = 0;
      },
    );
  };
  return {
    exposure: (source: SectionSource, node: string) => call((loaded) => loaded.exposure(source, node)),
    click: (source: SectionSource, node: string) => call((loaded) => loaded.click(source, node)),
    goal: (goal: SectionGoal) => call((loaded) => loaded.goal(goal)),
    // Synchronous: the page may be going away; before the chunk has loaded there is nothing to send.
    flush: (leaving?: boolean) => reporter?.flush(leaving),
  };
}
