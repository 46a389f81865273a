import { useId, useRef, useState, type FormEvent } from 'react';
import type { EmailDialogProps } from '../../contract/generated/widgets/email-dialog.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { useModal } from '../../src/ui/modal';
import './email-dialog.css';

export const EMAIL_DIALOG_TEXT = {
  emailTitle: '发送到邮箱',
  placeholder: '请填写邮箱',
  inputLabel: '邮箱',
  submit: '发送',
  cancel: '取消',
  imageTitle: '保存图片',
  imageHint: '长按图片保存到手机',
  close: '关闭',
} as const;

/**
 * The download dialog, open while `request` is set (the layout binds it to the overlay the open-download
 * action fills): email mode asks for an address (required; the send-download-email action checks it is
 * one valid address) and emits submit {id, email}; image mode shows the item's image as a plain <img> so
 * a long press offers the phone's own save menu. The layout closes it (set-overlay null) on close and
 * after a submit that went through.
 */
export function EmailDialog({ props, emit }: WidgetRenderProps<EmailDialogProps>) {
  const request = props.request ?? null;
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  // A new request starts with an empty address (adjusting state during render, not in an effect). Compared
  // by content: bound props need not keep their identity from one render to the next.
  const requestKey = request ? JSON.stringify(request) : '';
  const [shown, setShown] = useState(requestKey);
  if (shown !== requestKey) {
    setShown(requestKey);
    setEmail('');
    setBusy(false);
  }
  const titleId = useId();

  const close = () => void emit('close');
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, request !== null, { onClose: close });
  if (!request) return null;
  const value = email.trim();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value || busy) return;
    setBusy(true);
    await emit('submit', { id: request.id, email: value });
    setBusy(false);
  };

  return (
    <div className="w-email-dialog" onClick={close}>
      <div ref={panel} className="w-email-dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
        <h2 id={titleId} className="w-email-dialog__title">
          {request.mode === 'email' ? EMAIL_DIALOG_TEXT.emailTitle : EMAIL_DIALOG_TEXT.imageTitle}
        </h2>
        {request.title && <p className="w-email-dialog__item">{request.title}</p>}
        {request.mode === 'email' ? (
          <form className="w-email-dialog__form" onSubmit={onSubmit} noValidate>
            <input
              className="w-email-dialog__input"
              type="text"
              inputMode="email"
              autoComplete="email"
              aria-label={EMAIL_DIALOG_TEXT.inputLabel}
              aria-required="true"
              placeholder={props.placeholder ?? EMAIL_DIALOG_TEXT.placeholder}
              maxLength={128}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <div className="w-email-dialog__buttons">
              <button type="button" className="w-email-dialog__cancel" onClick={close}>
                {EMAIL_DIALOG_TEXT.cancel}
              </button>
              <button type="submit" className="w-email-dialog__submit" disabled={!value || busy}>
                {props.submitText ?? EMAIL_DIALOG_TEXT.submit}
              </button>
            </div>
          </form>
        ) : (
          <>
            {request.image && <img className="w-email-dialog__image" src={request.image} alt={request.title || EMAIL_DIALOG_TEXT.imageTitle} />}
            <p className="w-email-dialog__hint">{EMAIL_DIALOG_TEXT.imageHint}</p>
            <button type="button" className="w-email-dialog__close" onClick={close}>
              {EMAIL_DIALOG_TEXT.close}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
