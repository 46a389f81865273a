import type { RichTextProps } from '../../contract/generated/widgets/rich-text.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { placeholdFailedImages } from './image-placeholder';
import './rich-text.css';

/**
 * Rich HTML as the server sent it. The server passes it through one allow-list (server/src/html/rich-html.ts:
 * no script, style, form, frame, event handler, overlay style or javascript: URL) on write and again on read,
 * whether it is a bound body or HTML written into the layout itself, which is what makes the raw insertion
 * below acceptable. The console's canvas shows an unsaved draft unsanitised, inside a sandboxed frame.
 */
export function RichText({ props }: WidgetRenderProps<RichTextProps>) {
  if (!props.html) return null;
  return <article className="w-rich-text" ref={placeholdFailedImages} aria-label={props.label ?? '正文'} dangerouslySetInnerHTML={{ __html: props.html }} />;
}
