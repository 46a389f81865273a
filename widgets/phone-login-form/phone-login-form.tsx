import { useId, useState, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import type { PhoneLoginFormProps } from '../../contract/generated/widgets/phone-login-form.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './phone-login-form.css';

/** 11 digits shown as 3-4-4, so at most 13 characters with the two spaces. */
export const PHONE_MAX_LENGTH = 13;
const PHONE_DIGITS = 11;

export const PHONE_FORM_TEXT = {
  label: '手机号',
  placeholder: '请输入手机号',
  submit: '获取验证码',
  agreementPrefix: '我已阅读并同意',
  agreement: '《用户协议》',
  privacy: '《隐私政策》',
  agreementLabel: '同意用户协议和隐私政策',
} as const;

/** Digits only, grouped 3-4-4: "13800000001" → "138 0000 0001". */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter(Boolean).join(' ');
}

export function PhoneLoginForm({ props, emit }: WidgetRenderProps<PhoneLoginFormProps>) {
  const [value, setValue] = useState(() => formatPhone(props.mobile ?? ''));
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const checkboxId = useId();
  const showAgreement = props.showAgreement !== false;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => setValue(formatPhone(event.target.value));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      // Validation texts (empty number, agreement) belong to the send-code action, so the layout decides.
      await emit('submit', { mobile: value.replace(/\s+/g, ''), agreed: showAgreement ? agreed : true });
    } finally {
      setBusy(false);
    }
  };
  const openAgreement = (section: 'agreement' | 'privacy') => (event: MouseEvent) => {
    event.preventDefault();
    void emit('agreement', { section });
  };

  return (
    <form className="w-phone-login-form" onSubmit={onSubmit} noValidate>
      {props.title && <h1 className="w-phone-login-form__title">{props.title}</h1>}
      {props.hint && <p className="w-phone-login-form__hint">{props.hint}</p>}
      <label className="w-phone-login-form__sr" htmlFor={inputId}>
        {props.label ?? PHONE_FORM_TEXT.label}
      </label>
      <div className="w-phone-login-form__field">
        <span className="w-phone-login-form__prefix" aria-hidden="true">
          +86
        </span>
        <input
          id={inputId}
          className="w-phone-login-form__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_LENGTH}
          placeholder={props.placeholder ?? PHONE_FORM_TEXT.placeholder}
          value={value}
          onChange={onChange}
        />
      </div>
      <button type="submit" className="w-phone-login-form__submit" disabled={busy}>
        {props.submitText ?? PHONE_FORM_TEXT.submit}
      </button>
      {showAgreement && (
        <div className="w-phone-login-form__agreement">
          <input
            id={checkboxId}
            className="w-phone-login-form__checkbox"
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            aria-label={PHONE_FORM_TEXT.agreementLabel}
          />
          <label htmlFor={checkboxId}>{props.agreementPrefix ?? PHONE_FORM_TEXT.agreementPrefix}</label>
          <a href="/ys" className="w-phone-login-form__link" onClick={openAgreement('agreement')}>
            {PHONE_FORM_TEXT.agreement}
          </a>
          <span>和</span>
          <a href="/ys#privacy" className="w-phone-login-form__link" onClick={openAgreement('privacy')}>
            {PHONE_FORM_TEXT.privacy}
          </a>
        </div>
      )}
    </form>
  );
}
