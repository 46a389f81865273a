import { useId, useState, type FormEvent } from 'react';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import type { OperatorRole, OpsOperatorAccount } from '../api/ops-types';
import { askToConfirm } from '../confirm-dialog';
import { formatTime } from '../format-time';
import { OPERATORS_TEXT } from './operator-texts';
import { SignInFailures } from './sign-in-failures';

const ROLES: OperatorRole[] = ['editor', 'publisher', 'admin'];

function RoleSelect({ id, value, onChange, label }: { id: string; value: OperatorRole; onChange(role: OperatorRole): void; label?: string }) {
  return (
    <select id={id} value={value} aria-label={label} onChange={(event) => onChange(event.target.value as OperatorRole)}>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {OPERATORS_TEXT.roles[role]}
        </option>
      ))}
    </select>
  );
}

function CreateOperator({ onStatus }: { onStatus(text: string): void }) {
  const id = useId();
  const [create, state] = opsEndpoints.useCreateOpsOperatorMutation();
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole>('editor');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const made = await create({ name: name.trim(), role, password }).unwrap();
      setName('');
      setPassword('');
      onStatus(OPERATORS_TEXT.created(made.name));
    } catch (problem) {
      setError(refusalText(problem));
    }
  };
  return (
    <form className="ops-fieldset" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{OPERATORS_TEXT.create}</h3>
      <div className="ops-field">
        <label htmlFor={`${id}-name`}>{OPERATORS_TEXT.name}</label>
        <input id={`${id}-name`} autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} required />
      </div>
      <div className="ops-field">
        <label htmlFor={`${id}-role`}>{OPERATORS_TEXT.role}</label>
        <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
        <p className="ops-field__help">{OPERATORS_TEXT.roleHelp}</p>
      </div>
      <div className="ops-field">
        <label htmlFor={`${id}-password`}>{OPERATORS_TEXT.password}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={`${id}-password-help`}
          required
        />
        <p id={`${id}-password-help`} className="ops-field__help">
          {OPERATORS_TEXT.passwordHelp}
        </p>
      </div>
      {error && (
        <p role="alert" className="ops-field__error">
          {error}
        </p>
      )}
      <button type="submit" className="ops-primary" disabled={state.isLoading}>
        {state.isLoading ? OPERATORS_TEXT.creating : OPERATORS_TEXT.create}
      </button>
    </form>
  );
}

function OperatorRow({ account, onStatus }: { account: OpsOperatorAccount; onStatus(text: string, error?: boolean): void }) {
  const id = useId();
  const [update] = opsEndpoints.useUpdateOpsOperatorMutation();
  const [reset] = opsEndpoints.useResetOpsOperatorPasswordMutation();
  const [password, setPassword] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      onStatus(OPERATORS_TEXT.changed(account.name));
      return true;
    } catch (problem) {
      onStatus(refusalText(problem), true);
      return false;
    }
  };
  const toggle = async () => {
    if (!account.disabled && !(await askToConfirm({ ...OPERATORS_TEXT.confirmDisable(account.name), destructive: true }))) return;
    await run(() => update({ id: account.id, disabled: !account.disabled }).unwrap());
  };
  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== null && (await run(() => reset({ id: account.id, password }).unwrap()))) setPassword(null);
  };
  return (
    <tr data-testid={`operator-${account.name}`}>
      <th scope="row">{account.name}</th>
      <td>
        <RoleSelect
          id={`${id}-role`}
          label={`${OPERATORS_TEXT.changeRole}：${account.name}`}
          value={account.role}
          onChange={(role) => void run(() => update({ id: account.id, role }).unwrap())}
        />
      </td>
      <td>{account.disabled ? OPERATORS_TEXT.disabled : OPERATORS_TEXT.enabled}</td>
      <td>{formatTime(account.created_at)}</td>
      <td>
        <button type="button" onClick={() => void toggle()}>
          {account.disabled ? OPERATORS_TEXT.enable : OPERATORS_TEXT.disable}
        </button>{' '}
        {password === null ? (
          <button type="button" onClick={() => setPassword('')}>
            {OPERATORS_TEXT.resetPassword}
          </button>
        ) : (
          <form className="ops-inline-form" onSubmit={(event) => void submitPassword(event)}>
            <label className="ops-visually-hidden" htmlFor={`${id}-password`}>
              {OPERATORS_TEXT.newPassword(account.name)}
            </label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              placeholder={OPERATORS_TEXT.newPassword(account.name)}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <button type="submit">{OPERATORS_TEXT.save}</button>
            <button type="button" onClick={() => setPassword(null)}>
              {OPERATORS_TEXT.cancel}
            </button>
          </form>
        )}
      </td>
    </tr>
  );
}

/** 运营人员 (admins): the operators, a form for a new one, and the sign-in security log. */
export default function OperatorsView() {
  const id = useId();
  const { data, error: loadError } = opsEndpoints.useListOpsOperatorsQuery();
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const onStatus = (text: string, error = false) => setStatus({ text, error });
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{OPERATORS_TEXT.heading}</h2>
      <p className="ops-hint">{OPERATORS_TEXT.hint}</p>
      {loadError && <p role="alert">{refusalText(loadError)}</p>}
      {status && <p role={status.error ? 'alert' : 'status'}>{status.text}</p>}
      <table className="ops-table">
        <thead>
          <tr>
            <th scope="col">{OPERATORS_TEXT.name}</th>
            <th scope="col">{OPERATORS_TEXT.role}</th>
            <th scope="col">{OPERATORS_TEXT.state}</th>
            <th scope="col">{OPERATORS_TEXT.createdAt}</th>
            <th scope="col">{OPERATORS_TEXT.actions}</th>
          </tr>
        </thead>
        <tbody>
          {(data?.list ?? []).map((account) => (
            <OperatorRow key={account.id} account={account} onStatus={onStatus} />
          ))}
        </tbody>
      </table>
      <CreateOperator onStatus={onStatus} />
      <SignInFailures />
    </section>
  );
}
