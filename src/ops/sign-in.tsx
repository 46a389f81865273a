import { useId, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { opsEndpoints } from './api/ops-endpoints';
import { refusalText } from './api/ops-refusal-text';
import type { OpsStore } from './api/ops-store';

export const SIGN_IN_TEXT = {
  heading: '运营后台登录',
  name: '用户名',
  password: '密码',
  submit: '登录',
  busy: '登录中…',
  missing: '请输入用户名和密码',
} as const;

/** Signs in; the answer is the operator, so the console's "who is signed in" is filled without asking again. */
export function SignIn({ onSignedIn }: { onSignedIn(): void }) {
  const id = useId();
  const dispatch = useDispatch<OpsStore['dispatch']>();
  const [createSession] = opsEndpoints.useCreateOpsSessionMutation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !password) {
      setError(SIGN_IN_TEXT.missing);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const operator = await createSession({ name: name.trim(), password }).unwrap();
      await dispatch(opsEndpoints.util.upsertQueryData('getOpsCurrentOperator', undefined, operator));
      onSignedIn();
    } catch (problem) {
      setError(refusalText(problem));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ops-sign-in" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`}>{SIGN_IN_TEXT.heading}</h1>
      <div className="ops-field">
        <label htmlFor={`${id}-name`}>{SIGN_IN_TEXT.name}</label>
        <input id={`${id}-name`} name="username" autoComplete="username" value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="ops-field">
        <label htmlFor={`${id}-password`}>{SIGN_IN_TEXT.password}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="ops-field__error">
          {error}
        </p>
      )}
      <button type="submit" className="ops-primary" disabled={busy}>
        {busy ? SIGN_IN_TEXT.busy : SIGN_IN_TEXT.submit}
      </button>
    </form>
  );
}
