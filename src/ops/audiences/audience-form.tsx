import { useId, useMemo, useState } from 'react';
import type { AudienceCondition, AudienceRule, OpsAudience, OpsAudienceInput } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { AudienceCount } from './audience-count';
import { AUDIENCE_TEXT, FACT_TEXT, IDENTITIES, YES_NO_FACTS } from './audience-texts';
import { AudienceValuesField, isReferenceFact } from './audience-values-field';

type Fact = AudienceCondition['fact'];
type Group = keyof AudienceRule;

/** A condition row as the form holds it. */
interface Row {
  group: Group;
  fact: Fact;
  /** Values picked from the reference data (province, city, …; interest by tag id). */
  values: Array<string | number>;
  identities: number[];
  is: boolean;
}

const GROUPS: Group[] = ['all', 'any', 'none'];
const FACTS = Object.keys(FACT_TEXT) as Fact[];

function rowsOf(rule: AudienceRule | undefined): Row[] {
  const rows: Row[] = [];
  for (const group of GROUPS)
    for (const c of rule?.[group] ?? [])
      rows.push({
        group,
        fact: c.fact,
        values: c.fact === 'identity' ? [] : (c.in ?? []),
        identities: c.fact === 'identity' ? (c.in ?? []).map(Number) : [],
        is: c.is ?? true,
      });
  return rows.length ? rows : [newRow()];
}

const newRow = (): Row => ({ group: 'all', fact: 'identity', values: [], identities: [], is: true });

function ruleOf(rows: Row[]): AudienceRule {
  const rule: AudienceRule = {};
  for (const row of rows) {
    let condition: AudienceCondition;
    if (YES_NO_FACTS.includes(row.fact)) condition = { fact: row.fact, is: row.is };
    else if (row.fact === 'identity') condition = { fact: row.fact, in: row.identities };
    else condition = { fact: row.fact, in: row.values };
    // An empty list goes to the server as is: it answers which condition needs a value, in words.
    if (condition.in && condition.in.length === 0) delete condition.in;
    (rule[row.group] ??= []).push(condition);
  }
  return rule;
}

interface Props {
  audience?: OpsAudience;
  onSaved(audience: OpsAudience): void;
  onCancel(): void;
}

/** Create or change one audience; the server checks the rule and answers problems in Chinese. */
export function AudienceForm({ audience, onSaved, onCancel }: Props) {
  const id = useId();
  const [key, setKey] = useState(audience?.key ?? '');
  const [name, setName] = useState(audience?.name ?? '');
  const [description, setDescription] = useState(audience?.description ?? '');
  const [rows, setRows] = useState<Row[]>(() => rowsOf(audience?.rule));
  const [error, setError] = useState<string | null>(null);
  const [create, created] = opsEndpoints.useCreateOpsAudienceMutation();
  const [update, updated] = opsEndpoints.useUpdateOpsAudienceMutation();
  const busy = created.isLoading || updated.isLoading;
  const rule = useMemo(() => ruleOf(rows), [rows]);
  const change = (index: number, patch: Partial<Row>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const save = async () => {
    setError(null);
    const input: OpsAudienceInput = { key: key.trim(), name: name.trim(), description, rule };
    try {
      // Every list and picker of audiences reads again (Audiences tag).
      onSaved(audience ? await update({ ...input, id: audience.id }).unwrap() : await create(input).unwrap());
    } catch (e) {
      setError(refusalText(e));
    }
  };

  return (
    <form
      className="ops-panel-section ops-audience-form"
      aria-labelledby={`${id}-h`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 id={`${id}-h`}>{audience ? `${AUDIENCE_TEXT.edit}：${audience.name}` : AUDIENCE_TEXT.create}</h3>
      <div className="ops-field">
        <label htmlFor={`${id}-key`}>{AUDIENCE_TEXT.key}</label>
        <input id={`${id}-key`} value={key} disabled={Boolean(audience)} onChange={(e) => setKey(e.target.value)} />
        <p className="ops-hint">{AUDIENCE_TEXT.keyHelp}</p>
      </div>
      <div className="ops-field">
        <label htmlFor={`${id}-name`}>{AUDIENCE_TEXT.name}</label>
        <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="ops-field">
        <label htmlFor={`${id}-description`}>{AUDIENCE_TEXT.description}</label>
        <input id={`${id}-description`} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <fieldset>
        <legend>{AUDIENCE_TEXT.rule}</legend>
        {rows.map((row, index) => (
          <fieldset key={index} className="ops-audience-condition" aria-label={`${AUDIENCE_TEXT.rule} ${index + 1}`}>
            <label>
              {AUDIENCE_TEXT.group}
              <select value={row.group} onChange={(e) => change(index, { group: e.target.value as Group })}>
                {GROUPS.map((group) => (
                  <option key={group} value={group}>
                    {AUDIENCE_TEXT.groups[group]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {AUDIENCE_TEXT.fact}
              <select value={row.fact} onChange={(e) => change(index, { fact: e.target.value as Fact, values: [] })}>
                {FACTS.map((fact) => (
                  <option key={fact} value={fact}>
                    {FACT_TEXT[fact]}
                  </option>
                ))}
              </select>
            </label>
            {row.fact === 'identity' ? (
              IDENTITIES.map((identity) => (
                <label key={identity.code} className="ops-field--check">
                  <input
                    type="checkbox"
                    checked={row.identities.includes(identity.code)}
                    onChange={(e) =>
                      change(index, { identities: e.target.checked ? [...row.identities, identity.code] : row.identities.filter((c) => c !== identity.code) })
                    }
                  />
                  {identity.name}
                </label>
              ))
            ) : YES_NO_FACTS.includes(row.fact) ? (
              <label>
                {AUDIENCE_TEXT.is}
                <select value={row.is ? 'yes' : 'no'} onChange={(e) => change(index, { is: e.target.value === 'yes' })}>
                  <option value="yes">{AUDIENCE_TEXT.yes}</option>
                  <option value="no">{AUDIENCE_TEXT.no}</option>
                </select>
              </label>
            ) : isReferenceFact(row.fact) ? (
              <AudienceValuesField fact={row.fact} values={row.values} onChange={(values) => change(index, { values })} />
            ) : null}
            <button type="button" onClick={() => setRows(rows.filter((_r, i) => i !== index))}>
              {AUDIENCE_TEXT.removeCondition}
            </button>
          </fieldset>
        ))}
        <button type="button" onClick={() => setRows([...rows, newRow()])}>
          {AUDIENCE_TEXT.addCondition}
        </button>
      </fieldset>
      <AudienceCount rule={rule} />
      {error && (
        <p role="alert" className="ops-field__error">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {AUDIENCE_TEXT.save}
      </button>
      <button type="button" onClick={onCancel}>
        {AUDIENCE_TEXT.cancel}
      </button>
    </form>
  );
}
