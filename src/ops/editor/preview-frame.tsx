export const PREVIEW_TEXT = { title: '手机预览', frame: '草稿预览（375×667）', open: '在新窗口打开预览' } as const;

/** The real app rendering the draft, in a phone-sized frame (375×667 CSS pixels). */
export function PreviewFrame({ url }: { url: string }) {
  return (
    <section className="ops-preview" aria-label={PREVIEW_TEXT.title}>
      <h3>{PREVIEW_TEXT.title}</h3>
      <iframe className="ops-preview__frame" title={PREVIEW_TEXT.frame} src={url} width={375} height={667} />
      <p>
        <a href={url} target="_blank" rel="noreferrer">
          {PREVIEW_TEXT.open}
        </a>
      </p>
    </section>
  );
}
