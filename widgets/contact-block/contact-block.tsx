import { useId } from 'react';
import type { ContactBlockProps } from '../../contract/generated/widgets/contact-block.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './contact-block.css';

export const CONTACT_TEXT = { title: '联系我们', mobile: '联系电话', email: '联系邮箱', qrcode: '扫码添加' } as const;

export function ContactBlock({ props }: WidgetRenderProps<ContactBlockProps>) {
  const titleId = useId();
  const { mobile, email, qrcode, qrcodeName } = props;
  if (!mobile && !email && !qrcode) return null;
  return (
    <section className="w-contact-block" aria-labelledby={titleId}>
      <h2 className="w-contact-block__title" id={titleId}>
        {props.title || CONTACT_TEXT.title}
      </h2>
      <dl className="w-contact-block__lines">
        {mobile && (
          <div>
            <dt>{CONTACT_TEXT.mobile}</dt>
            <dd>
              <a href={`tel:${mobile.replace(/[^\d+]/g, '')}`}>{mobile}</a>
            </dd>
          </div>
        )}
        {email && (
          <div>
            <dt>{CONTACT_TEXT.email}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        )}
      </dl>
      {qrcode && (
        <figure className="w-contact-block__qrcode">
          <img src={qrcode} alt={`${qrcodeName || CONTACT_TEXT.qrcode}二维码`} loading="lazy" />
          <figcaption>{qrcodeName || CONTACT_TEXT.qrcode}</figcaption>
        </figure>
      )}
    </section>
  );
}
