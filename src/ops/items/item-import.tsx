import { useId, useState } from 'react';
import { IMPORT_WORKBOOK_MAX_BYTES, IMPORT_WORKBOOK_TOO_LARGE, isWorkbookFile, XLSX_MIME_TYPE } from '../../../contract/forms/import-workbook';
import type { OpsItemImportInput, OpsItemImportReport } from '../../../contract/generated/schema-types';
import type { Operator } from '../api/ops-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import type { ItemKindDefinition } from './item-kinds';
import { ITEM_TEXT } from './item-texts';
import { publishes } from '../operator-role';

type Format = OpsItemImportInput['format'];

/** A chosen workbook: its name to show, and its bytes as the import sends them (base64 in the JSON body). */
interface Workbook {
  name: string;
  size: number;
  base64: string;
}

/** A file's bytes as base64, read by the browser off the main thread (a data: URL without its prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(ITEM_TEXT.importReadFailed));
    reader.readAsDataURL(file);
  });
}

/** Brings in a catalogue from another system: check first (every problem by row), then import; re-running changes nothing. */
export function ItemImport({ definition, operator, onBack }: { definition: ItemKindDefinition; operator: Operator; onBack(): void }) {
  const id = useId();
  const [data, setData] = useState('');
  const [workbook, setWorkbook] = useState<Workbook | null>(null);
  const [format, setFormat] = useState<Format>('csv');
  const [publish, setPublish] = useState(false);
  const [report, setReport] = useState<OpsItemImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [importItems, { isLoading }] = opsEndpoints.useCreateOpsItemImportMutation();
  const payload = format === 'xlsx' ? (workbook?.base64 ?? '') : data;
  const run = async (dryRun: boolean) => {
    setError(null);
    try {
      setReport(await importItems({ kind: definition.kind, format, data: payload, dry_run: dryRun, publish: publish && !dryRun }).unwrap());
    } catch (problem) {
      setError(refusalText(problem));
    }
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setReport(null);
    setError(null);
    if (!isWorkbookFile(file)) {
      setFormat(file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv');
      setData(await file.text());
      return;
    }
    setFormat('xlsx');
    setWorkbook(null);
    if (file.size > IMPORT_WORKBOOK_MAX_BYTES) {
      setError(IMPORT_WORKBOOK_TOO_LARGE);
      return;
    }
    try {
      setWorkbook({ name: file.name, size: file.size, base64: await readBase64(file) });
    } catch (problem) {
      setError(refusalText(problem));
    }
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
        <input
          type="file"
          accept={`.csv,.json,.xlsx,text/csv,application/json,${XLSX_MIME_TYPE}`}
          onChange={(event) => {
            void readFile(event.target.files?.[0]);
            // The same file picked again after fixing it in Excel must be read again.
            event.target.value = '';
          }}
        />
      </label>
      <label>
        {ITEM_TEXT.importFormat}
        <select value={format} onChange={(event) => setFormat(event.target.value as Format)}>
          <option value="csv">CSV</option>
          <option value="json">JSON</option>
          <option value="xlsx">Excel（.xlsx）</option>
        </select>
      </label>
      {format === 'xlsx' ? (
        <p>{workbook ? ITEM_TEXT.importWorkbook(workbook.name, workbook.size) : ITEM_TEXT.importPickWorkbook}</p>
      ) : (
        <label className="ops-field">
          {ITEM_TEXT.importData}
          <textarea rows={10} value={data} onChange={(event) => setData(event.target.value)} />
        </label>
      )}
      {publishes(operator.role) && (
        <label className="ops-field--check">
          <input type="checkbox" checked={publish} onChange={(event) => setPublish(event.target.checked)} />
          {ITEM_TEXT.importPublish}
        </label>
      )}
      <div className="ops-row-buttons">
        <button type="button" disabled={!payload.trim() || isLoading} onClick={() => void run(true)}>
          {ITEM_TEXT.dryRun}
        </button>
        <button type="button" className="ops-primary" disabled={!payload.trim() || isLoading} onClick={() => void run(false)}>
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
