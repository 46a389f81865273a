import { useId } from 'react';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { formatTime } from '../format-time';
import { OPERATORS_TEXT } from './operator-texts';

/** The security log: failed sign-ins per address and hour (the audit log keeps operators' actions only). */
export function SignInFailures() {
  const id = useId();
  const { data, error } = opsEndpoints.useListOpsSignInFailuresQuery();
  const rows = data?.list ?? [];
  return (
    <section aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{OPERATORS_TEXT.failuresHeading}</h3>
      <p className="ops-hint">{OPERATORS_TEXT.failuresHint}</p>
      {error && <p role="alert">{refusalText(error)}</p>}
      {rows.length === 0 ? (
        <p className="ops-hint">{OPERATORS_TEXT.noFailures}</p>
      ) : (
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">{OPERATORS_TEXT.hour}</th>
              <th scope="col">{OPERATORS_TEXT.address}</th>
              <th scope="col">{OPERATORS_TEXT.attempts}</th>
              <th scope="col">{OPERATORS_TEXT.knownNames}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.address} ${row.hour}`}>
                <td>{formatTime(row.hour)}</td>
                <td>{row.address}</td>
                <td>{row.attempts}</td>
                <td>{row.known_names}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
