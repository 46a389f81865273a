import { useId } from 'react';
import type { AttachmentListProps } from '../../contract/generated/widgets/attachment-list.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './attachment-list.css';

export const ATTACHMENT_LIST_TEXT = { title: '课程资料', action: '查看' } as const;

/** File kind shown on the icon, from the name's extension. */
function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(name);
  return match ? match[1].toUpperCase() : '文件';
}

export function AttachmentList({ props, emit }: WidgetRenderProps<AttachmentListProps>) {
  const titleId = useId();
  const items = (props.items ?? []).filter((item) => item && item.name);
  if (items.length === 0) return null;
  const title = props.title ?? ATTACHMENT_LIST_TEXT.title;
  return (
    <section className="w-attachment-list" aria-labelledby={titleId}>
      <h2 className="w-attachment-list__title" id={titleId}>
        {title}
      </h2>
      <ul className="w-attachment-list__items">
        {items.map((item, index) => (
          <li key={`${item.link}-${index}`}>
            <button type="button" className="w-attachment-list__row" onClick={() => void emit('select', { name: item.name, link: item.link })}>
              <span className="w-attachment-list__icon" aria-hidden="true">
                {extensionOf(item.name)}
              </span>
              <span className="w-attachment-list__name">{item.name}</span>
              <span className="w-attachment-list__action" aria-hidden="true">
                {ATTACHMENT_LIST_TEXT.action}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
