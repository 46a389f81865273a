import { MESSAGE_TEXT, MessageScreen } from '../../ui/message-screen';
import type { MainDataState } from './main-data-state';
import { useRuntime } from './runtime-context';

// Its own chunk (LayoutView loads it lazily): only a page whose main record failed ever shows it.

export default function MainDataMessage({ state, onRetry }: { state: Exclude<MainDataState, 'shown'>; onRetry: () => void }) {
  const { actions } = useRuntime();
  const home = (
    <button type="button" className={state === 'failed' ? 'app-button app-button--ghost' : 'app-button'} onClick={() => actions.navigate('/')}>
      {MESSAGE_TEXT.home}
    </button>
  );
  if (state === 'not-found') return <MessageScreen {...MESSAGE_TEXT.notFound} home={home} />;
  return <MessageScreen {...MESSAGE_TEXT.failed} onRetry={onRetry} home={home} />;
}
