import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNode } from '../test-utils/render-node';
import { widgetExamples, widgetsWithExamples } from './widget-examples';

// Every state the workbench offers renders through the runtime as a phone would show it: no example is
// refused (invalid props) or breaks its widget. Lint checks the examples against the schemas; this checks
// the widgets take them.
afterEach(cleanup);

describe('widget examples', () => {
  it('covers every widget folder', () => {
    expect(widgetsWithExamples().length).toBeGreaterThan(70);
  });

  it.each(widgetsWithExamples())('%s renders each of its examples without a runtime report', async (widget) => {
    for (const example of widgetExamples(widget)) {
      const view = await renderNode(example.node);
      expect(
        view.reports().filter((report) => report.kind !== 'action-error'),
        `${widget} ${example.state}`,
      ).toEqual([]);
      view.unmount();
    }
  });
});
