import { useEffect, useState } from 'react';
import type { ValidateFn } from '../../../contract/generated/validators';

type PropsValidators = Readonly<Record<string, ValidateFn>>;

let loaded: PropsValidators | null = null;

/**
 * Static props are checked by the server's lint before a layout is stored, so doctors' phones skip the
 * check (and its code). The operator preview loads the validators to show bad props at the node.
 */
export function usePropsValidators(enabled: boolean): PropsValidators | null {
  const [validators, setValidators] = useState<PropsValidators | null>(enabled ? loaded : null);
  useEffect(() => {
    if (!enabled || validators) return;
    let mounted = true;
    void import('../../../contract/generated/widget-validators').then((module) => {
      loaded = module.widgetPropsValidators;
      if (mounted) setValidators(loaded);
    });
    return () => {
      mounted = false;
    };
  }, [enabled, validators]);
  return enabled ? validators : null;
}
