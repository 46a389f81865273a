import type { RichTextProps } from '../../contract/generated/widgets/rich-text.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { placeholdFailedImages } from './image-placeholder';
import './rich-text.css';

/**
 * Article HTML as the server sent it. The server sanitises it with an allow-list (no script, style,
 * iframe, event handlers or javascript: URLs) on write and again on read, which is what makes the raw
 * insertion below acceptable: this widget must only ever be bound to those endpoints' HTML fields.
 */
export function RichText({ props }: WidgetRenderProps<RichTextProps>) {
  if (!props.html) return null;
  return <article className="w-rich-text" ref={placeholdFailedImages} aria-label={props.label ?? '正文'} dangerouslySetInnerHTML={{ __html: props.html }} />;
}
