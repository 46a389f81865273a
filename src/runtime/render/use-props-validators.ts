import { useEffect, useState } from 'react';
import type { ValidateFn } from '../../../contract/generated/validators';

const loaded = new Map<string, ValidateFn>();

/** The props validator of a widget type; null when the type has none (unknown widget). */
export async function loadPropsValidator(type: string): Promise<ValidateFn | null> {
  const cached = loaded.get(type);
  if (cached) return cached;
  const { importPropsValidator } = await import('./props-validator-modules');
  const validate = await importPropsValidator(type);
  if (validate) loaded.set(type, validate);
  return validate;
}

/**
 * Static props are checked by the server's lint before a layout is stored, so doctors' phones skip the
 * check (and its code). The operator preview loads a widget's validator to show bad props at the node.
 */
export function usePropsValidator(type: string, enabled: boolean): ValidateFn | null {
  const [state, setState] = useState<{ type: string; validate: ValidateFn } | null>(() => {
    const validate = enabled ? loaded.get(type) : undefined;
    return validate ? { type, validate } : null;
  });
  const current = state?.type === type ? state.validate : null;
  useEffect(() => {
    if (!enabled || current) return;
    let mounted = true;
    void loadPropsValidator(type).then((validate) => {
      if (mounted && validate) setState({ type, validate });
    });
    return () => {
      mounted = false;
    };
  }, [enabled, type, current]);
  return enabled ? current : null;
}
