import { useEffect, useRef } from 'react';
import type { VisitRecordProps } from '../../contract/generated/widgets/visit-record.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || value === false;

/**
 * The viewer's history is made of viewing footprints, one per visit (docs/product-rules.md#tracking):
 * this widget draws nothing and emits `visit` once per item the page shows, after its detail has loaded.
 * Refetches of the same item (a favourite, a comment) are the same visit and send nothing; the operator
 * preview records nothing.
 */
export function VisitRecord({ props, emit, preview }: WidgetRenderProps<VisitRecordProps>) {
  const contentId = isEmpty(props.contentId) ? '' : String(props.contentId);
  const ready = !isEmpty(props.ready);
  const recorded = useRef<string>('');

  useEffect(() => {
    if (preview || !contentId || !ready || recorded.current === contentId) return;
    recorded.current = contentId;
    void emit('visit', { id: Number(contentId) || contentId });
  }, [contentId, ready, preview, emit]);

  return null;
}
