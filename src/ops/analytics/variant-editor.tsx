import { useMemo } from 'react';
import type { LayoutDocument, LayoutNode } from '../../../contract/generated/schema-types';
import { NodeEditor } from '../editor/node-editor';
import { problemsByNode } from '../editor/node-problems';
import { updateNode } from '../editor/outline-tree';
import { PreviewFrame } from '../editor/preview-frame';
import { useValidation } from '../editor/use-validation';

export const VARIANT_TEXT = {
  heading: (label: string) => `「${label}」的 B 版本`,
  hint: '用和页面相同的表单编辑 B 版本（区块编号不能改），下方手机预览显示 B 版本的页面；开始实验前不会保存。',
  reset: '恢复为 A 版本',
} as const;

const VARIANT_PREVIEW_ID = 'ops-preview-b';

/** The page with the section replaced by its B version: what arm B's phones receive. */
export function withVariant(doc: LayoutDocument, variant: LayoutNode): LayoutDocument {
  return updateNode(doc, variant.id, () => variant);
}

export interface VariantEditorProps {
  layoutId: string;
  doc: LayoutDocument;
  /** The section as published (A); the variant starts from it. */
  original: LayoutNode;
  label: string;
  variant: LayoutNode;
  onChange(variant: LayoutNode): void;
}

/**
 * The B version of a section, edited in the page's own node form and shown on the page's own canvas: the
 * same checks run on it (problems show at their field) and the preview shows the page as arm B sees it.
 */
export function VariantEditor({ layoutId, doc, original, label, variant, onChange }: VariantEditorProps) {
  const variantDoc = useMemo(() => withVariant(doc, variant), [doc, variant]);
  const validation = useValidation(layoutId, variantDoc);
  const problems = useMemo(() => problemsByNode(variantDoc, validation.problems).get(variant.id) ?? [], [variantDoc, validation.problems, variant.id]);
  return (
    <section className="ops-variant" aria-label={VARIANT_TEXT.heading(label)}>
      <h4>{VARIANT_TEXT.heading(label)}</h4>
      <p className="ops-hint">{VARIANT_TEXT.hint}</p>
      <button type="button" disabled={variant === original} onClick={() => onChange(original)}>
        {VARIANT_TEXT.reset}
      </button>
      {/* The section keeps its id: arm B replaces the node of that id. */}
      <NodeEditor doc={variantDoc} layoutId={layoutId} node={variant} problems={problems} onChange={(next) => onChange({ ...next, id: original.id })} />
      <PreviewFrame
        layoutId={layoutId}
        doc={variantDoc}
        selectedId={variant.id}
        sectionId={VARIANT_PREVIEW_ID}
        onSelect={() => undefined}
        onMove={() => undefined}
      />
    </section>
  );
}
