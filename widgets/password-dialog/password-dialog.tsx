import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { PasswordDialogProps } from '../../contract/generated/widgets/password-dialog.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { useModal } from '../../src/ui/modal';
import './password-dialog.css';

export const PASSWORD_DIALOG_TEXT = {
  title: '本篇内容需要您输入观看密码',
  submit: '点击验证',
  assistant: '没有密码？请联系博医荟小助手获取',
  inputLabel: '观看密码',
} as const;
/** Password length 4. */
const LENGTH = 4;

/**
 * The watch-password dialog: four digit boxes fed by one numeric input (so phone keyboards, paste and
 * SMS autofill all work), extra digits cut. The layout decides when it is open; it closes itself after
 * a successful check and clears its input when the check fails (submit resolved false).
 */
export function PasswordDialog({ props, emit }: WidgetRenderProps<PasswordDialogProps>) {
  const open = props.open === true || props.open === 1;
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [passed, setPassed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const panel = useRef<HTMLFormElement>(null);
  // Escape means what the cancel button means, and only where the layout gives one.
  useModal(panel, open && !passed, { initialFocus: inputRef, onClose: props.cancelText ? () => void emit('cancel') : undefined });

  // Closing from outside (the screen reloaded as unlocked) resets it for the next time it opens.
  useEffect(() => {
    if (!open) {
      setPassed(false);
      setValue('');
    }
  }, [open]);

  if (!open || passed) return null;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value.replace(/\D/g, '').slice(0, LENGTH));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value || busy) return; // Empty is not submitted.
    setBusy(true);
    const ok = await emit('submit', { password: value });
    setBusy(false);
    if (ok) {
      setPassed(true);
    } else {
      setValue('');
      inputRef.current?.focus();
    }
  };

  return (
    <div className="w-password-dialog">
      <form ref={panel} className="w-password-dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} onSubmit={onSubmit}>
        <h2 id={titleId} className="w-password-dialog__title">
          {props.title ?? PASSWORD_DIALOG_TEXT.title}
        </h2>
        <label className="w-password-dialog__boxes">
          <span className="w-password-dialog__sr">{PASSWORD_DIALOG_TEXT.inputLabel}</span>
          {Array.from({ length: LENGTH }, (_, i) => (
            <span key={i} className={`w-password-dialog__box${i === value.length ? ' w-password-dialog__box--active' : ''}`} aria-hidden="true">
              {value[i] ?? ''}
            </span>
          ))}
          <input
            ref={inputRef}
            className="w-password-dialog__input"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            maxLength={LENGTH}
            value={value}
            onChange={onChange}
          />
        </label>
        <button type="submit" className="w-password-dialog__submit" disabled={busy || !value}>
          {PASSWORD_DIALOG_TEXT.submit}
        </button>
        <p className="w-password-dialog__assistant">{props.assistantText ?? PASSWORD_DIALOG_TEXT.assistant}</p>
        {props.cancelText && (
          <button type="button" className="w-password-dialog__cancel" onClick={() => void emit('cancel')}>
            {props.cancelText}
          </button>
        )}
      </form>
    </div>
  );
}
