import { useRef, useState } from 'react';
import type { TopicHonour } from '../../contract/generated/schema-types';
import type { HonourDetailProps } from '../../contract/generated/widgets/honour-detail.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { useModal } from '../../src/ui/modal';
import './honour-detail.css';

export const HONOUR_DETAIL_TEXT = {
  close: '关闭',
  picture: (title: string, n: number, total: number) => `${title} 第${n}张，共${total}张`,
} as const;

/** Type 1 is a detail page; every other type is an image set. */
export const isDetailPage = (honour: Pick<TopicHonour, 'type'>): boolean => honour.type === 1;

function Viewer({ src, label, onClose }: { src: string; label: string; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const viewer = useRef<HTMLDivElement>(null);
  useModal(viewer, true, { onClose, initialFocus: closeRef });
  return (
    <div ref={viewer} className="w-honour-detail__viewer" role="dialog" aria-modal="true" aria-label={label} onClick={onClose}>
      <img src={src} alt={label} />
      <button ref={closeRef} type="button" className="w-honour-detail__close" onClick={onClose}>
        {HONOUR_DETAIL_TEXT.close}
      </button>
    </div>
  );
}

export function HonourDetail({ props, children }: WidgetRenderProps<HonourDetailProps>) {
  const [zoomed, setZoomed] = useState<number | null>(null);
  const honour = props.honour;
  if (!honour) return null;
  const images = honour.cover_img ?? [];
  const label = (index: number) => HONOUR_DETAIL_TEXT.picture(honour.title, index + 1, images.length);

  return (
    <article className="w-honour-detail">
      <header className="w-honour-detail__header">
        <h1 className="w-honour-detail__title">{honour.title}</h1>
        {honour.created_at && <time className="w-honour-detail__time">{honour.created_at.slice(0, 10)}</time>}
      </header>
      {isDetailPage(honour) ? (
        <div className="w-honour-detail__body">{children}</div>
      ) : (
        <ul className="w-honour-detail__images" aria-label={`${honour.title}图集`}>
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <button type="button" className="w-honour-detail__image" aria-label={`放大查看${label(index)}`} onClick={() => setZoomed(index)}>
                <img src={src} alt={label(index)} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed !== null && images[zoomed] && <Viewer src={images[zoomed]} label={label(zoomed)} onClose={() => setZoomed(null)} />}
    </article>
  );
}
