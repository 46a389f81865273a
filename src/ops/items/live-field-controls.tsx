import { useId, type ChangeEvent } from 'react';
import { parseWhiteList } from '../../../contract/forms/live-white-list';

// The live kind's own controls: its white list pasted or uploaded with
// every bad row listed (the server refuses the same rows), and its stream name.

export const LIVE_FIELD_TEXT = {
  whiteListFile: '上传白名单文件（CSV 或文本）',
  whiteListCount: (n: number) => `共 ${n} 个手机号`,
  generateStream: '生成推流地址',
  streamHelp: '推流与播放地址由直播流名称生成；发布后请勿修改，以免推流中断。',
} as const;

/** The white list as text, typed or read from a file, with each bad row named before saving. */
export function WhiteListField({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange(value: string): void }) {
  const id = useId();
  const { entries, problems } = parseWhiteList(value);
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChange(await file.text());
    event.target.value = '';
  };
  return (
    <div className="ops-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={6}
        value={value}
        aria-invalid={problems.length > 0 || error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <label>
        {LIVE_FIELD_TEXT.whiteListFile}
        <input type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(event) => void readFile(event)} />
      </label>
      <p className="ops-field__help">{LIVE_FIELD_TEXT.whiteListCount(entries.length)}</p>
      {problems.length > 0 && (
        <ul className="ops-field__error">
          {problems.map((problem) => (
            <li key={problem.row}>{problem.message}</li>
          ))}
        </ul>
      )}
      {error && problems.length === 0 && <p className="ops-field__error">{error}</p>}
    </div>
  );
}

function randomStreamName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `live-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The stream's name: shown read-only once set (the encoder pushes to it), or generated on request. */
export function StreamNameField({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="ops-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" readOnly value={value} aria-invalid={error ? true : undefined} />
      {!value && (
        <button type="button" onClick={() => onChange(randomStreamName())}>
          {LIVE_FIELD_TEXT.generateStream}
        </button>
      )}
      <p className="ops-field__help">{LIVE_FIELD_TEXT.streamHelp}</p>
      {error && <p className="ops-field__error">{error}</p>}
    </div>
  );
}
