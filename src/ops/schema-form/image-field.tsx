import { useId, useState } from 'react';
import { refusalText } from '../api/ops-refusal-text';
import { MediaPicker } from '../media/media-picker';

export const UPLOAD_TEXT = { choose: '上传图片', uploading: '上传中…', url: '图片地址', preview: '图片预览' } as const;

export interface ImageFieldProps {
  label: string;
  value: string;
  onChange(url: string): void;
  /** Adds the file to the media library and answers its URL; with it the field also picks from the library. */
  upload?: (file: File) => Promise<string>;
  error?: string;
}

/** A string field holding an image URL: upload a file, pick one from the media library, or keep/paste its URL. */
export function ImageField({ label, value, onChange, upload, error }: ImageFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  return (
    <fieldset className="ops-fieldset ops-image">
      <legend>{label}</legend>
      {value && <img src={value} alt={`${label}${UPLOAD_TEXT.preview}`} className="ops-image__preview" />}
      <label htmlFor={`${id}-url`}>{UPLOAD_TEXT.url}</label>
      <input
        id={`${id}-url`}
        type="text"
        inputMode="url"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {upload && (
        <>
          <label htmlFor={`${id}-file`}>{busy ? UPLOAD_TEXT.uploading : `${UPLOAD_TEXT.choose}：${label}`}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/*"
            disabled={busy}
            onChange={async (event) => {
              const input = event.target;
              const file = input.files?.[0];
              if (!file) return;
              setBusy(true);
              setUploadError(null);
              try {
                onChange(await upload(file));
              } catch (problem) {
                setUploadError(refusalText(problem));
              } finally {
                setBusy(false);
                input.value = '';
              }
            }}
          />
          <MediaPicker label={label} onPick={onChange} />
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="ops-field__error">
          {error}
        </p>
      )}
      {uploadError && (
        <p role="alert" className="ops-field__error">
          {uploadError}
        </p>
      )}
    </fieldset>
  );
}
