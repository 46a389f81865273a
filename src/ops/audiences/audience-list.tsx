import { useId, useState } from 'react';
import type { AudienceRule, OpsAudience } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import type { Operator } from '../api/ops-types';
import { askToConfirm } from '../confirm-dialog';
import { formatTime } from '../format-time';
import { AudienceForm } from './audience-form';
import { AUDIENCE_TEXT, describeCondition } from './audience-texts';
import { publishes } from '../operator-role';

const ruleText = (rule: AudienceRule) =>
  (['all', 'any', 'none'] as const)
    .filter((group) => rule[group]?.length)
    .map((group) => `${AUDIENCE_TEXT.groups[group]}：${(rule[group] ?? []).map(describeCondition).join('；')}`)
    .join(' ／ ');

/** The console's 人群 view: every audience with its rule; publishers create, change and delete them. */
export function AudienceList({ operator }: { operator: Operator }) {
  const id = useId();
  // One cached list for this view and every 目标人群 picker; a save or delete reads it again (Audiences tag).
  const listed = opsEndpoints.useListOpsAudiencesQuery();
  const [removeAudience] = opsEndpoints.useDeleteOpsAudienceMutation();
  const list = listed.data?.list ?? null;
  const [editing, setEditing] = useState<OpsAudience | 'new' | null>(null);
  const [problem, setError] = useState<string | null>(null);
  const error = problem ?? (listed.error ? refusalText(listed.error) : null);
  const canWrite = publishes(operator.role);

  const remove = async (audience: OpsAudience) => {
    const confirmed = await askToConfirm({
      title: AUDIENCE_TEXT.confirmTitle,
      message: AUDIENCE_TEXT.confirmRemove(audience.name),
      confirmText: AUDIENCE_TEXT.remove,
      cancelText: AUDIENCE_TEXT.cancel,
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await removeAudience({ id: audience.id }).unwrap();
    } catch (e) {
      setError(refusalText(e));
    }
  };

  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{AUDIENCE_TEXT.heading}</h2>
      <p className="ops-hint">{AUDIENCE_TEXT.intro}</p>
      {error && <p role="alert">{error}</p>}
      {canWrite && editing === null && (
        <button type="button" onClick={() => setEditing('new')}>
          {AUDIENCE_TEXT.create}
        </button>
      )}
      {editing !== null && (
        <AudienceForm
          key={editing === 'new' ? 'new' : editing.id}
          audience={editing === 'new' ? undefined : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      {list === null ? (
        <p role="status">{AUDIENCE_TEXT.loading}</p>
      ) : list.length === 0 ? (
        <p>{AUDIENCE_TEXT.empty}</p>
      ) : (
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">{AUDIENCE_TEXT.name}</th>
              <th scope="col">{AUDIENCE_TEXT.key}</th>
              <th scope="col">{AUDIENCE_TEXT.rule}</th>
              <th scope="col">{AUDIENCE_TEXT.description}</th>
              {canWrite && <th scope="col">{AUDIENCE_TEXT.edit}</th>}
            </tr>
          </thead>
          <tbody>
            {list.map((audience) => (
              <tr key={audience.id}>
                <th scope="row">{audience.name}</th>
                <td>{audience.key}</td>
                <td>{ruleText(audience.rule)}</td>
                <td>
                  {audience.description}
                  <p className="ops-hint">{AUDIENCE_TEXT.updatedBy(audience.updated_by, formatTime(audience.updated_at))}</p>
                </td>
                {canWrite && (
                  <td>
                    <button type="button" onClick={() => setEditing(audience)} aria-label={`${AUDIENCE_TEXT.edit}${audience.name}`}>
                      {AUDIENCE_TEXT.edit}
                    </button>
                    <button type="button" onClick={() => void remove(audience)} aria-label={`${AUDIENCE_TEXT.remove}${audience.name}`}>
                      {AUDIENCE_TEXT.remove}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
