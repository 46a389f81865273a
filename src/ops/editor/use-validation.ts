import { useEffect, useState } from 'react';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
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
  // A check of one draft, asked for as the operator types: a call, not a cached answer.
  const [validate] = opsEndpoints.useValidateOpsLayoutMutation();
  useEffect(() => {
    if (!doc) return;
    let live = true;
    const timer = setTimeout(() => {
      // The check takes any object (an interface has no index signature, so TypeScript needs telling).
      validate({ id: layoutId, document: doc as unknown as Record<string, unknown> })
        .unwrap()
        .then(({ problems }) => live && setState({ problems: problems ?? [], checked: doc, error: null }))
        .catch((error: unknown) => live && setState({ problems: [], checked: null, error: refusalText(error) }));
    }, VALIDATION_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [layoutId, doc, validate]);
  return { ...state, pending: doc !== null && state.checked !== doc };
}
