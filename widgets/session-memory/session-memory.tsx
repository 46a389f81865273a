import { useEffect, useRef } from 'react';
import type { SessionMemoryProps } from '../../contract/generated/widgets/session-memory.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // some in-app browsers refuse storage in private mode: nothing is remembered
  }
}

const isEmpty = (value: SessionMemoryProps['value']) => value === undefined || value === null || value === '';

/**
 * Session keys (docs/product-rules.md#storage-keys) (e.g. live_search_channel): the page's choice lives in its query, so links and
 * reloads keep it; this widget mirrors it into sessionStorage and, when the page is opened without it
 * (tab bar, back from a detail that dropped the query), hands the remembered value back once.
 */
export function SessionMemory({ props, emit, preview }: WidgetRenderProps<SessionMemoryProps>) {
  const { storageKey, value } = props;
  const started = useRef(false);

  useEffect(() => {
    const store = session();
    const firstRun = !started.current;
    started.current = true;
    if (!isEmpty(value)) {
      try {
        store?.setItem(storageKey, String(value));
      } catch {
        // storage full: the choice is then only as long-lived as the address
      }
      return;
    }
    // Only the value the page opened with is restored: a later navigation that drops the query is the
    // person's choice. The operator preview must not navigate away from the draft being checked.
    if (!firstRun || preview) return;
    const remembered = store?.getItem(storageKey);
    if (remembered) void emit('restore', { value: remembered });
  }, [storageKey, value, preview, emit]);

  return null;
}
