import { useEffect } from 'react';
import { MESSAGE_TEXT, MessageScreen } from '../../ui/message-screen';
import type { MainDataState } from './main-data-state';
import { useRuntime } from './runtime-context';
import { MISSING_CONTENT, takeTapOrigin } from './tap-origin';

// Its own chunk (LayoutView loads it lazily): only a page whose main record failed ever shows it.

export default function MainDataMessage({ state, onRetry }: { state: Exclude<MainDataState, 'shown'>; onRetry: () => void }) {
  const runtime = useRuntime();
  const { actions } = runtime;
  useEffect(() => {
    if (state !== 'not-found') return;
    // Opened by a tap in the app: the link is the broken part, reported against the section that holds it.
    const path = actions.currentPath();
    const origin = takeTapOrigin(path);
    if (origin)
      runtime.report({
        kind: 'broken-link',
        nodeId: origin.nodeId,
        widget: origin.widget,
        version: origin.version,
        layout: origin.layout,
        detail: `${MISSING_CONTENT}${path}`,
      });
  }, [state, actions, runtime]);
  const home = (
    <button type="button" className={state === 'failed' ? 'app-button app-button--ghost' : 'app-button'} onClick={() => actions.navigate('/')}>
      {MESSAGE_TEXT.home}
    </button>
  );
  if (state === 'not-found') return <MessageScreen {...MESSAGE_TEXT.notFound} home={home} />;
  return <MessageScreen {...MESSAGE_TEXT.failed} onRetry={onRetry} home={home} />;
}
