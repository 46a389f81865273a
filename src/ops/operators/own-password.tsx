import { useId, useState, type FormEvent } from 'react';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { OWN_PASSWORD_TEXT } from './operator-texts';

/** 修改密码: the signed-in operator's own password; the server ends their other sessions. */
export default function OwnPassword() {
  const id = useId();
  const [change, state] = opsEndpoints.useChangeOpsOwnPasswordMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next !== repeat) return setStatus({ text: OWN_PASSWORD_TEXT.mismatch, error: true });
    try {
      await change({ current_password: current, password: next }).unwrap();
      setCurrent('');
      setNext('');
      setRepeat('');
      setStatus({ text: OWN_PASSWORD_TEXT.done, error: false });
    } catch (problem) {
      setStatus({ text: refusalText(problem), error: true });
    }
  };
  const field = (key: string, label: string, value: string, set: (value: string) => void, autoComplete: string) => (
    <div className="ops-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} type="password" autoComplete={autoComplete} value={value} onChange={(event) => set(event.target.value)} required />
    </div>
  );
  return (
    <form className="ops-fieldset" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{OWN_PASSWORD_TEXT.heading}</h2>
      {field('current', OWN_PASSWORD_TEXT.current, current, setCurrent, 'current-password')}
      {field('next', OWN_PASSWORD_TEXT.next, next, setNext, 'new-password')}
      {field('repeat', OWN_PASSWORD_TEXT.repeat, repeat, setRepeat, 'new-password')}
      <p className="ops-field__help">{OWN_PASSWORD_TEXT.help}</p>
      {status && <p role={status.error ? 'alert' : 'status'}>{status.text}</p>}
      <button type="submit" className="ops-primary" disabled={state.isLoading}>
        {state.isLoading ? OWN_PASSWORD_TEXT.busy : OWN_PASSWORD_TEXT.submit}
      </button>
    </form>
  );
}
