/** The text box of a field that keeps an address (an image's, a video's, a file's), with its error wired in. */
export function AddressInput({ id, label, value, error, onChange }: { id: string; label: string; value: string; error?: string; onChange(url: string): void }) {
  return (
    <>
      <label htmlFor={`${id}-url`}>{label}</label>
      <input
        id={`${id}-url`}
        type="text"
        inputMode="url"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
