import { useId, useState } from 'react';
import type { OpsItemImportReport } from '../../../contract/generated/schema-types';
import type { Operator } from '../api/ops-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import type { ItemKindDefinition } from './item-kinds';
import { ITEM_TEXT } from './item-texts';

/** Brings in a catalogue from another system: check first (every problem by row), then import; re-running changes nothing. */
export function ItemImport({ definition, operator, onBack }: { definition: ItemKindDefinition; operator: Operator; onBack(): void }) {
  const id = useId();
  const [data, setData] = useState('');
  const [format, setFormat] = useState<'csv' | 'json'>('csv');
  const [publish, setPublish] = useState(false);
  const [report, setReport] = useState<OpsItemImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [importItems, { isLoading }] = opsEndpoints.useCreateOpsItemImportMutation();
  const run = async (dryRun: boolean) => {
    setError(null);
    try {
      setReport(await importItems({ kind: definition.kind, format, data, dry_run: dryRun, publish: publish && !dryRun }).unwrap());
    } catch (problem) {
      setError(refusalText(problem));
    }
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setFormat(file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv');
    setData(await file.text());
    setReport(null);
  };
  return (
    <section aria-labelledby={`${id}-h`}>
      <button type="button" onClick={onBack}>
        {ITEM_TEXT.back}
      </button>
      <h2 id={`${id}-h`}>{ITEM_TEXT.importTitle(definition.title)}</h2>
      <p>{ITEM_TEXT.importHelp}</p>
      <label>
        {ITEM_TEXT.importFile}
        <input type="file" accept=".csv,.json,text/csv,application/json" onChange={(event) => void readFile(event.target.files?.[0])} />
      </label>
      <label>
        {ITEM_TEXT.importFormat}
        <select value={format} onChange={(event) => setFormat(event.target.value as 'csv' | 'json')}>
          <option value="csv">CSV</option>
          <option value="json">JSON</option>
        </select>
      </label>
      <label className="ops-field">
        {ITEM_TEXT.importData}
        <textarea rows={10} value={data} onChange={(event) => setData(event.target.value)} />
      </label>
      {operator.role === 'publisher' && (
        <label className="ops-field--check">
          <input type="checkbox" checked={publish} onChange={(event) => setPublish(event.target.checked)} />
          {ITEM_TEXT.importPublish}
        </label>
      )}
      <div className="ops-row-buttons">
        <button type="button" disabled={!data.trim() || isLoading} onClick={() => void run(true)}>
          {ITEM_TEXT.dryRun}
        </button>
        <button type="button" className="ops-primary" disabled={!data.trim() || isLoading} onClick={() => void run(false)}>
          {ITEM_TEXT.runImport}
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
      {report && (
        <div role="status">
          <p>{ITEM_TEXT.importReport(report.rows, report.created, report.updated, report.unchanged)}</p>
          {report.problems.length > 0 ? (
            <>
              <p>{ITEM_TEXT.importProblems(report.problems.length)}</p>
              <ul>
                {report.problems.map((problem, index) => (
                  <li key={index}>{ITEM_TEXT.problemLine(problem.row, problem.message)}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{report.dry_run ? ITEM_TEXT.importDryOk : ITEM_TEXT.importDone}</p>
          )}
        </div>
      )}
    </section>
  );
}
