import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { isLoginCodeLength, LOGIN_CODE_LENGTH } from '../../contract/auth/login-code';
import type { CodeEntryProps } from '../../contract/generated/widgets/code-entry.props';
import { lastCodeSentAt, type WidgetRenderProps } from '../../src/runtime/widget-api';
import './code-entry.css';

/** Resend wait unless the layout says otherwise. */
const DEFAULT_COUNTDOWN_S = 60;

export const CODE_ENTRY_TEXT = {
  title: '输入验证码',
  sent: '验证码已发送至',
  notSent: '验证码将发送至',
  send: '获取验证码',
  resend: '重新发送',
  change: '更换手机号',
  inputLabel: '验证码',
} as const;

function groupedTel(tel: string): string {
  const digits = tel.replace(/\s+/g, '');
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}` : digits;
}

/** Seconds left until `deadline` (whole seconds, rounded up so the label never shows 0s). */
function secondsLeft(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * The code screen's body. It claims a code was sent only when send-code recorded one for this number in
 * this tab, and the resend wait runs from that real send (a reload 20 s later shows 40 s; opened with no
 * send, it offers 获取验证码 at once). The countdown runs from a deadline rather than counting ticks, so
 * a phone that throttled the tab in the background still shows the right number.
 */
export function CodeEntry({ props, emit }: WidgetRenderProps<CodeEntryProps>) {
  // The server's code length arrives with the screen's data; until then (or if it never does) the default.
  const length = isLoginCodeLength(props.length) ? props.length : LOGIN_CODE_LENGTH.default;
  const wait = props.countdown ?? DEFAULT_COUNTDOWN_S;
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentAt] = useState(() => (props.tel ? lastCodeSentAt(props.tel) : undefined));
  const [sent, setSent] = useState(sentAt !== undefined);
  const [deadline, setDeadline] = useState(() => (sentAt ?? 0) + wait * 1000);
  const [left, setLeft] = useState(() => secondsLeft(deadline));
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    setLeft(secondsLeft(deadline));
    const timer = setInterval(() => {
      const next = secondsLeft(deadline);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const submit = async (code: string) => {
    setBusy(true);
    const ok = await emit('complete', { code });
    setBusy(false);
    if (!ok) {
      setValue('');
      inputRef.current?.focus();
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (busy) return;
    const next = event.target.value.replace(/\D/g, '').slice(0, length);
    setValue(next);
    if (next.length === length) void submit(next); // Checked automatically once the last digit is in.
  };

  const resend = async () => {
    if (left > 0 || sending) return;
    setSending(true);
    const ok = await emit('resend');
    setSending(false);
    // A refused resend (-1) does not restart the countdown.
    if (!ok) return;
    setSent(true);
    setDeadline(Date.now() + wait * 1000);
  };

  const tel = props.tel ? groupedTel(props.tel) : '';
  return (
    <section className="w-code-entry" aria-labelledby={titleId}>
      <h1 id={titleId} className="w-code-entry__title">
        {props.title ?? CODE_ENTRY_TEXT.title}
      </h1>
      <p className="w-code-entry__sent">
        {sent ? (props.sentText ?? CODE_ENTRY_TEXT.sent) : CODE_ENTRY_TEXT.notSent} <span className="w-code-entry__tel">{tel}</span>
      </p>
      <label className="w-code-entry__boxes">
        <span className="w-code-entry__sr">{CODE_ENTRY_TEXT.inputLabel}</span>
        {Array.from({ length }, (_, i) => (
          <span key={i} className={`w-code-entry__box${i === value.length ? ' w-code-entry__box--active' : ''}`} aria-hidden="true">
            {value[i] ?? ''}
          </span>
        ))}
        <input
          ref={inputRef}
          className="w-code-entry__input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          maxLength={length}
          value={value}
          onChange={onChange}
          readOnly={busy}
          autoFocus
        />
      </label>
      <div className="w-code-entry__actions">
        <button type="button" className="w-code-entry__resend" disabled={left > 0 || sending} onClick={() => void resend()}>
          {left > 0 ? `${CODE_ENTRY_TEXT.resend} ${left}s` : sent ? CODE_ENTRY_TEXT.resend : CODE_ENTRY_TEXT.send}
        </button>
        <button type="button" className="w-code-entry__change" onClick={() => void emit('change')}>
          {props.changeText ?? CODE_ENTRY_TEXT.change}
        </button>
      </div>
    </section>
  );
}
