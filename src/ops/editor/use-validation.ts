import { useEffect, useState } from 'react';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { opsApi } from '../api/ops-client';
import type { LayoutProblem } from '../api/ops-types';

export const VALIDATION_DEBOUNCE_MS = 400;

export interface ValidationState {
  problems: LayoutProblem[];
  /** The document the problems belong to; publishing waits until it is the one on screen. */
  checked: LayoutDocument | null;
  error: string | null;
}

/**
 * Live validation: the server runs the same checks as lint:layouts (plus widget versions) on every
 * change, debounced. Done on the server because the browser may not compile schemas (CSP, no eval).
 */
export function useValidation(layoutId: string, doc: LayoutDocument | null): ValidationState & { pending: boolean } {
  const [state, setState] = useState<ValidationState>({ problems: [], checked: null, error: null });
  useEffect(() => {
    if (!doc) return;
    let live = true;
    const timer = setTimeout(() => {
      opsApi
        .validate(layoutId, doc)
        .then((problems) => live && setState({ problems, checked: doc, error: null }))
        .catch((error: unknown) => live && setState({ problems: [], checked: null, error: error instanceof Error ? error.message : String(error) }));
    }, VALIDATION_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [layoutId, doc]);
  return { ...state, pending: doc !== null && state.checked !== doc };
}
