import { AppLink } from '../router/app-link';
import { MESSAGE_TEXT, MessageScreen } from '../../ui/message-screen';

function HomeLink({ ghost = false }: { ghost?: boolean }) {
  return (
    <AppLink to="/" className={ghost ? 'app-button app-button--ghost' : 'app-button'}>
      {MESSAGE_TEXT.home}
    </AppLink>
  );
}

export function NotFoundScreen() {
  return <MessageScreen {...MESSAGE_TEXT.notFound} home={<HomeLink />} />;
}

export function LayoutUnavailableScreen({ onRetry }: { onRetry: () => void }) {
  return <MessageScreen {...MESSAGE_TEXT.failed} onRetry={onRetry} home={<HomeLink ghost />} />;
}

/** A route whose screen has no layout yet (none stored, none bundled). */
export function ScreenNotReadyScreen() {
  return <MessageScreen {...MESSAGE_TEXT.notReady} home={<HomeLink />} />;
}
