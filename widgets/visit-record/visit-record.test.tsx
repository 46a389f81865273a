import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VisitRecordProps } from '../../contract/generated/widgets/visit-record.props';
import { VisitRecord } from './visit-record';

function renderRecord(props: VisitRecordProps, preview = false) {
  const emit = vi.fn(async () => true);
  const view = render(<VisitRecord props={props} emit={emit} nodeId="visit" preview={preview} />);
  return { emit, ...view, update: (next: VisitRecordProps) => view.rerender(<VisitRecord props={next} emit={emit} nodeId="visit" preview={preview} />) };
}

describe('visit-record', () => {
  it('records a visit once, after the detail has loaded, and draws nothing', () => {
    const { emit, update, container } = renderRecord({ contentId: '12' });
    expect(container.innerHTML).toBe('');
    expect(emit).not.toHaveBeenCalled();
    update({ contentId: '12', ready: '标题' });
    update({ contentId: '12', ready: '标题（刷新后）' });
    expect(emit).toHaveBeenCalledExactlyOnceWith('visit', { id: 12 });
  });

  it('records again when the page moves to another item', () => {
    const { emit, update } = renderRecord({ contentId: 12, ready: true });
    update({ contentId: 13, ready: true });
    expect(emit.mock.calls).toEqual([
      ['visit', { id: 12 }],
      ['visit', { id: 13 }],
    ]);
  });

  it('records nothing without an id or in the operator preview', () => {
    expect(renderRecord({ contentId: null, ready: true }).emit).not.toHaveBeenCalled();
    expect(renderRecord({ contentId: 12, ready: true }, true).emit).not.toHaveBeenCalled();
  });
});
