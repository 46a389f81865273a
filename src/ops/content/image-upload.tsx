import { useId, useState } from 'react';
import { opsApi } from '../api/ops-client';

export const UPLOAD_TEXT = { choose: '上传图片', uploading: '上传中…', url: '图片地址', preview: '图片预览' } as const;

/** An image field: upload a file (POST /ops/api/uploads) or keep/paste its URL. */
export function ImageUpload({ label, value, onChange }: { label: string; value: string; onChange(url: string): void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <fieldset className="ops-fieldset ops-image">
      <legend>{label}</legend>
      {value && <img src={value} alt={`${label}${UPLOAD_TEXT.preview}`} className="ops-image__preview" />}
      <label htmlFor={`${id}-url`}>{UPLOAD_TEXT.url}</label>
      <input id={`${id}-url`} type="text" value={value} onChange={(e) => onChange(e.target.value)} />
      <label htmlFor={`${id}-file`}>{busy ? UPLOAD_TEXT.uploading : `${UPLOAD_TEXT.choose}：${label}`}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/*"
        disabled={busy}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setBusy(true);
          setError(null);
          try {
            onChange((await opsApi.upload(file)).url);
          } catch (problem) {
            setError(problem instanceof Error ? problem.message : String(problem));
          } finally {
            setBusy(false);
            event.target.value = '';
          }
        }}
      />
      {error && (
        <p role="alert" className="ops-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
