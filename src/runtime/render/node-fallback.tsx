/** What replaces a node that cannot render: nothing for doctors, a visible box in the operator preview. */
export function NodeFallback({ nodeId, reason, preview }: { nodeId: string; reason: string; preview: boolean }) {
  if (!preview) return null;
  return (
    <div role="note" className="sdui-node-fallback" data-node-id={nodeId}>
      组件无法显示（{nodeId}）：{reason}
    </div>
  );
}
