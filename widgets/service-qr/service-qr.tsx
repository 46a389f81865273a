import { useEffect, useState } from 'react';
import type { ServiceQrProps } from '../../contract/generated/widgets/service-qr.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './service-qr.css';

/** The QR code is drawn here as SVG (no canvas, no image host): the page never asks a third party for it. */
async function qrDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function ServiceQr({ props }: WidgetRenderProps<ServiceQrProps>) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrDataUrl(props.qrText).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [props.qrText]);
  return (
    <section className="w-service-qr" aria-label={props.title ?? '客服支持'}>
      <h2 className="w-service-qr__title">{props.title ?? '客服支持'}</h2>
      {(props.lines ?? []).map((line) => (
        <p key={line} className="w-service-qr__line">
          {line}
        </p>
      ))}
      <div className="w-service-qr__code">{src ? <img src={src} alt="客服二维码" /> : <span className="w-service-qr__placeholder" aria-hidden="true" />}</div>
      <p className="w-service-qr__caption">{props.caption ?? '长按识别二维码，添加客服'}</p>
    </section>
  );
}
