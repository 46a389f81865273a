import { emojiChar, emojiImage, parseChatText } from './emoji';

/** Message text as React text nodes and emoji images: never HTML, so a message can never run markup. */
export function ChatText({ text }: { text: string }) {
  return (
    <>
      {parseChatText(text).map((segment, i) =>
        segment.kind === 'text' ? (
          <span key={i}>{segment.text}</span>
        ) : (
          <img key={i} className="w-live-chat__emoji" src={emojiImage(segment.code)} alt={emojiChar(segment.code)} width={20} height={20} />
        ),
      )}
    </>
  );
}
