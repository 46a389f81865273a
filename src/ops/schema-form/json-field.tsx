import { useEffect, useId, useState } from 'react';

export const JSON_FIELD_TEXT = { invalid: 'JSON 格式错误' } as const;

/** A JSON text box for shapes the generated form cannot show: applied only when it parses. */
export function JsonField({ label, value, onChange, help }: { label: string; value: unknown; onChange(value: unknown): void; help?: string }) {
  const id = useId();
  const printed = value === undefined ? '' : JSON.stringify(value, null, 2);
  const [text, setText] = useState(printed);
  const [error, setError] = useState<string | null>(null);
  // Follow outside changes (another node selected, a reload), but leave the operator's own typing
  // alone when it already means the same value (no re-formatting under the cursor).
  useEffect(() => {
    setText((current) => {
      try {
        if (current.trim() !== '' && JSON.stringify(JSON.parse(current)) === JSON.stringify(value)) return current;
      } catch {
        // An unparsed edit: the outside value wins below.
      }
      if (current.trim() === '' && value === undefined) return current;
      return printed;
    });
    setError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- printed is derived from value; depending on it alone is enough.
  }, [printed]);
  return (
    <div className="ops-field ops-field--json">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={Math.min(12, Math.max(3, text.split('\n').length))}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (next.trim() === '') {
            setError(null);
            onChange(undefined);
            return;
          }
          try {
            const parsed: unknown = JSON.parse(next);
            setError(null);
            onChange(parsed);
          } catch (problem) {
            setError(`${JSON_FIELD_TEXT.invalid}：${problem instanceof Error ? problem.message : String(problem)}`);
          }
        }}
      />
      {help && <p className="ops-field__help">{help}</p>}
      {error && (
        <p className="ops-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
