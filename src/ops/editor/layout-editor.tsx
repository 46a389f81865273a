import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { LayoutDocument, LayoutNode } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { type OpsRefusal } from '../api/ops-fetch';
import { refusalText } from '../api/ops-refusal-text';
import type { LayoutForEditing, LayoutProblem, Operator, SaveConflict } from '../api/ops-types';
import { askToConfirm } from '../confirm-dialog';
import { SectionStatsBadge } from '../analytics/section-stats-badge';
import { useSectionStats } from '../analytics/use-section-stats';
import { HISTORY_TEXT, HistoryPanel } from '../history/history-panel';
import { useLeaveGuard } from '../leave-guard';
import { pageName } from '../page-names';
import { usePageName } from '../use-page-name';
import { ConflictNotice } from './conflict-notice';
import { DataEntriesEditor } from './data-entries-editor';
import { canRedo, canUndo, hasUnsavedChanges } from './draft-history';
import { SHORTCUT_TEXT, useEditorShortcuts } from './editor-shortcuts';
import { editorReducer } from './editor-state';
import type { mergeLayouts, Side } from './merge-layout';
import { NodeEditor } from './node-editor';
import { NodeKillSwitch } from './node-kill-switch';
import { problemsByNode } from './node-problems';
import { Outline } from './outline';
import { descendantCount, findNode, insertNode, moveNode, nodeLabel, removeNode, reorderSiblings, uniqueNodeId, updateNode } from './outline-tree';
import { Palette } from './palette';
import { PREVIEW_SECTION_ID, PREVIEW_TEXT, PreviewFrame } from './preview-frame';
import { SchedulePublish } from '../schedules/schedule-publish';
import { ReviewBar } from '../reviews/review-bar';
import { useDirectPublish } from '../reviews/use-direct-publish';
import { PUBLISH_TEXT, publishBlocker } from './publish-rules';
import { PRESENCE_TEXT, usePresence } from './use-presence';
import { useStickyBarHeight } from './use-sticky-bar-height';
import { useValidation } from './use-validation';
import { useWidgetCatalogue } from './widget-catalogue';
import { useNodeFailures } from '../failures/use-node-failures';
import { publishes } from '../operator-role';

// Tests and their numbers: a chunk of its own, loaded with the editor's first paint out of the way.
const ExperimentsPanel = lazy(() => import('../analytics/experiments-panel'));

export const EDITOR_TEXT = {
  back: '返回布局列表',
  heading: (name: string) => `编辑页面：${name}`,
  loading: '加载中…',
  save: '保存草稿',
  saved: (n: number) => `草稿已保存（第 ${n} 版）`,
  preview: '预览',
  previewHint: '在手机预览中查看当前草稿（包括未保存的修改），不会保存',
  publish: '发布',
  published: (n: number) => `已发布第 ${n} 版`,
  unsaved: '有未保存的修改',
  undo: '撤销',
  redo: '重做',
  removeTitle: '删除节点',
  removeMessage: (label: string, descendants: number) =>
    `确定删除节点「${label}」吗？${descendants > 0 ? `它里面的 ${descendants} 个子节点也会一起删除。` : ''}删除后可以撤销；保存草稿后才会影响页面。`,
  removeConfirm: '删除',
  cancel: '取消',
  problems: '校验结果',
  noProblems: '校验通过',
  docProblems: '页面级错误',
  validationDown: (message: string) => `校验服务出错：${message}`,
  pageData: '编辑页面数据（接口绑定）',
  base: (n: number, published: number | null) => `基于第 ${n} 版编辑；线上为${published === null ? '未发布' : `第 ${published} 版`}`,
  customising: (template: string) => `新页面：从${template}复制而来，保存草稿后成为这个页面自己的布局，发布后生效（其他页面仍使用模板）`,
} as const;

/** A refused save, and once read, the revision the draft started from and the newer one, to merge. */
interface Conflict {
  message: string;
  data: SaveConflict;
  /** The merge is loaded with them: it is needed only after a conflict, so it stays out of the console's first load. */
  versions: { base: LayoutDocument; current: LayoutDocument; merge: typeof mergeLayouts } | null;
  error: string | null;
}

function isConflict(error: unknown): error is OpsRefusal & { data: SaveConflict } {
  const data = error && typeof error === 'object' ? (error as Partial<OpsRefusal>).data : undefined;
  return !!data && typeof (data as SaveConflict).current_revision === 'number';
}

/**
 * The editor's calls. The draft with its undo history lives in the editor (a working copy, not the
 * server's state), so the layout is read on purpose — on opening, after a conflict's reload, after a
 * rollback — rather than replaced whenever the cached answer changes; every change goes through a
 * mutation whose tags refresh the page list, the history and the audit log.
 */
function useEditorCalls() {
  const [readLayout] = opsEndpoints.useLazyGetOpsLayoutQuery();
  const [readRevision] = opsEndpoints.useLazyGetOpsLayoutRevisionQuery();
  const [saveDraft] = opsEndpoints.useSaveOpsLayoutDraftMutation();
  const [publish] = opsEndpoints.usePublishOpsLayoutMutation();
  const [rollback] = opsEndpoints.useRollbackOpsLayoutMutation();
  const [preview] = opsEndpoints.usePreviewOpsLayoutMutation();
  // RTK Query's triggers are stable: so are these (the editor's load depends on them).
  return useMemo(
    () => ({
      // Drafts are stored unchecked: the editor works on one as a layout document and validates it before publishing.
      layout: async (id: string) => (await readLayout({ id }).unwrap()) as unknown as LayoutForEditing,
      /** A stored revision never changes: a cached one will do. */
      revisionDocument: async (id: string, revision: number) => (await readRevision({ id, revision }, true).unwrap()).document as unknown as LayoutDocument,
      // The draft schema takes any object (an interface has no index signature, so TypeScript needs telling).
      saveDraft: (id: string, document: LayoutDocument, baseRevision: number) =>
        saveDraft({ id, document: document as unknown as Record<string, unknown>, base_revision: baseRevision }).unwrap(),
      publish: (id: string, revision: number) => publish({ id, revision }).unwrap(),
      rollback: (id: string, revision: number) => rollback({ id, revision }).unwrap(),
      preview: (id: string) => preview({ id }).unwrap(),
    }),
    [readLayout, readRevision, saveDraft, publish, rollback, preview],
  );
}

export function LayoutEditor({ layoutId, operator, onBack }: { layoutId: string; operator: Operator; onBack(): void }) {
  const [state, dispatch] = useReducer(editorReducer, null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const directPublish = useDirectPublish(operator);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [historyKey, setHistoryKey] = useState(0);
  const { widgets } = useWidgetCatalogue();
  const name = usePageName(layoutId);
  const bar = useRef<HTMLElement>(null);
  const othersEditing = usePresence(layoutId);
  const sectionStats = useSectionStats(layoutId, historyKey);
  const nodeFailures = useNodeFailures(layoutId);
  const calls = useEditorCalls();
  const readLayout = calls.layout;

  const load = useCallback(async () => {
    try {
      const layout = await readLayout(layoutId);
      dispatch({ type: 'loaded', layout });
      setConflict(null);
    } catch (error) {
      setLoadError(refusalText(error));
    }
  }, [layoutId, readLayout]);
  useEffect(() => {
    void load();
  }, [load]);

  const doc = state?.draft.present ?? null;
  const validation = useValidation(layoutId, doc);
  const byNode = useMemo(() => (doc ? problemsByNode(doc, validation.problems) : new Map<string | null, LayoutProblem[]>()), [doc, validation.problems]);
  const dirty = state !== null && hasUnsavedChanges(state.draft);
  // Revision 0: a channel's or topic's own layout not stored yet (a copy of its route's default). Saving it
  // as it is is a step of its own: the operator customises the page, then rearranges it.
  const notStored = state?.revision === 0;
  const canSave = !busy && (dirty || notStored);
  useLeaveGuard(dirty);
  useStickyBarHeight(bar, state !== null);

  /** Every change of the draft; edits of one group (one node's form) typed in quick succession undo together. */
  const edit = (change: (current: LayoutDocument) => LayoutDocument, group?: string) => dispatch({ type: 'edit', change, group, at: Date.now() });
  const selected = doc && selectedId ? findNode(doc, selectedId) : undefined;
  // The operator's latest draft is "mine": edits made while the notice is open are merged too.
  const merge = useMemo(
    () =>
      conflict?.versions && doc
        ? conflict.versions.merge(conflict.versions.base, doc, conflict.versions.current, { theirs: conflict.data.changed_by, label: nodeLabel })
        : null,
    [conflict, doc],
  );

  /** Reads the revision the draft started from (the saved value when nothing was stored) and the newer one. */
  const readVersions = async (data: SaveConflict, baseRevision: number, savedBase: LayoutDocument) => {
    try {
      const [base, current, { mergeLayouts: mergeWith }] = await Promise.all([
        baseRevision > 0 ? calls.revisionDocument(layoutId, baseRevision) : savedBase,
        calls.revisionDocument(layoutId, data.current_revision),
        import('./merge-layout'),
      ]);
      setConflict((shown) => (shown?.data === data ? { ...shown, versions: { base, current, merge: mergeWith } } : shown));
    } catch (error) {
      const message = refusalText(error);
      setConflict((shown) => (shown?.data === data ? { ...shown, error: message } : shown));
    }
  };

  /** Saves the draft (or the given merged one, on the given revision) as a new revision. */
  const save = async (merged?: { doc: LayoutDocument; revision: number; base: LayoutDocument }): Promise<number | null> => {
    if (!state) return null;
    const draft = merged?.doc ?? state.draft.present;
    const baseRevision = merged?.revision ?? state.revision;
    setBusy(true);
    try {
      const { revision } = await calls.saveDraft(layoutId, draft, baseRevision);
      dispatch({ type: 'saved', doc: draft, revision });
      setConflict(null);
      setStatus(EDITOR_TEXT.saved(revision));
      setHistoryKey((key) => key + 1);
      return revision;
    } catch (error) {
      if (isConflict(error)) {
        setConflict({ message: error.message, data: error.data, versions: null, error: null });
        void readVersions(error.data, baseRevision, merged?.base ?? state.draft.saved);
      } else setStatus(refusalText(error));
      return null;
    } finally {
      setBusy(false);
    }
  };
  /** The merged draft replaces the draft (undo brings the operator's own back) and is saved on the newer revision. */
  const saveMerged = (choices: Record<string, Side>) => {
    if (!conflict?.versions || !merge) return;
    const merged = merge.resolve(choices);
    const revision = conflict.data.current_revision;
    dispatch({ type: 'merged', doc: merged, current: conflict.versions.current, revision });
    void save({ doc: merged, revision, base: conflict.versions.current });
  };
  /** Asks first; the node goes from the draft only (undo brings it back, saving makes it stick). */
  const remove = async (id: string) => {
    const node = doc ? findNode(doc, id) : undefined;
    if (!node) return;
    const confirmed = await askToConfirm({
      title: EDITOR_TEXT.removeTitle,
      message: EDITOR_TEXT.removeMessage(nodeLabel(node), descendantCount(node)),
      confirmText: EDITOR_TEXT.removeConfirm,
      cancelText: EDITOR_TEXT.cancel,
      destructive: true,
    });
    if (!confirmed) return;
    edit((current) => removeNode(current, id));
    setSelectedId((current) => (current === id ? null : current));
  };
  useEditorShortcuts({
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    save: () => void (canSave && save()),
    remove: () => void (selected && remove(selected.id)),
  });

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!state || !doc) return <p role="status">{EDITOR_TEXT.loading}</p>;

  /** The live preview already shows the draft, unsaved edits included: looking only brings it into view, it never saves. */
  const showPreview = () => {
    const section = document.getElementById(PREVIEW_SECTION_ID);
    section?.scrollIntoView({ block: 'nearest' });
    section?.querySelector('iframe')?.focus();
  };
  /** A link to the saved draft for another window or a real phone; it saves nothing (unsaved edits block it). */
  const makeShareLink = async () => {
    try {
      const { url } = await calls.preview(layoutId);
      setShareUrl(url);
    } catch (error) {
      setStatus(refusalText(error));
    }
  };
  const publish = async () => {
    setBusy(true);
    try {
      const { published_revision } = await calls.publish(layoutId, state.revision);
      dispatch({ type: 'published', revision: published_revision });
      setStatus(EDITOR_TEXT.published(published_revision));
      setHistoryKey((key) => key + 1);
    } catch (error) {
      setStatus(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  const blocker = publishBlocker({
    role: operator.role,
    mayPublish: directPublish,
    dirty,
    pending: validation.pending,
    problems: validation.problems.length,
    validationError: validation.error !== null,
    hasDraft: !notStored && state.revision !== state.publishedRevision,
  });
  const documentProblems = byNode.get(null) ?? [];

  return (
    <div className="ops-editor">
      <header className="ops-editor__bar" ref={bar}>
        <button type="button" onClick={onBack}>
          {EDITOR_TEXT.back}
        </button>
        <h2>{EDITOR_TEXT.heading(name)}</h2>
        <span className="ops-hint">
          {notStored ? EDITOR_TEXT.customising(pageName(layoutId.slice(0, layoutId.indexOf('.')))) : EDITOR_TEXT.base(state.revision, state.publishedRevision)}
        </span>
        {dirty && <span className="ops-badge">{EDITOR_TEXT.unsaved}</span>}
        <span className="ops-presence" aria-live="polite">
          {othersEditing.length > 0 && PRESENCE_TEXT.others(othersEditing)}
        </span>
        <button
          type="button"
          disabled={!canUndo(state.draft)}
          title={SHORTCUT_TEXT.undo}
          aria-keyshortcuts="Control+Z Meta+Z"
          onClick={() => dispatch({ type: 'undo' })}
        >
          {EDITOR_TEXT.undo}
        </button>
        <button
          type="button"
          disabled={!canRedo(state.draft)}
          title={SHORTCUT_TEXT.redo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          onClick={() => dispatch({ type: 'redo' })}
        >
          {EDITOR_TEXT.redo}
        </button>
        <button type="button" disabled={!canSave} title={SHORTCUT_TEXT.save} aria-keyshortcuts="Control+S Meta+S" onClick={() => void save()}>
          {EDITOR_TEXT.save}
        </button>
        <button type="button" title={EDITOR_TEXT.previewHint} onClick={showPreview}>
          {EDITOR_TEXT.preview}
        </button>
        <button
          type="button"
          className="ops-primary"
          disabled={busy || blocker !== null}
          aria-describedby={blocker ? 'ops-publish-reason' : undefined}
          onClick={() => void publish()}
        >
          {EDITOR_TEXT.publish}
        </button>
        {publishes(operator.role) && (
          <SchedulePublish
            target={{ target_type: 'layout', target: layoutId, revision: state.revision }}
            disabled={busy || blocker !== null}
            onScheduled={setStatus}
          />
        )}
        {blocker && (
          <span id="ops-publish-reason" className="ops-reason">
            {blocker}
          </span>
        )}
      </header>
      <p className="ops-hint">{SHORTCUT_TEXT.hint}</p>
      {!notStored && (
        <ReviewBar
          targetType="layout"
          target={layoutId}
          operator={operator}
          blocked={dirty ? PUBLISH_TEXT.unsaved : state.revision === state.publishedRevision ? PUBLISH_TEXT.nothing : null}
        />
      )}
      {status && (
        <p role="status" className="ops-status">
          {status}
        </p>
      )}
      {conflict && (
        <ConflictNotice
          key={conflict.data.current_revision}
          message={conflict.message}
          conflict={conflict.data}
          merge={merge}
          mergeError={conflict.error}
          busy={busy}
          onReload={() => void load()}
          onSaveMerged={saveMerged}
        />
      )}
      <div className="ops-editor__grid">
        <div className="ops-editor__column">
          <Outline
            body={doc.body}
            overlays={doc.overlays ?? []}
            selectedId={selectedId}
            problems={byNode}
            failures={nodeFailures}
            onSelect={setSelectedId}
            onMove={(id, delta) => edit((current) => moveNode(current, id, delta))}
            onReorder={(active, over) => edit((current) => reorderSiblings(current, active, over))}
            onRemove={(id) => void remove(id)}
            renderExtra={(nodeId) => (
              <SectionStatsBadge
                line={sectionStats.stats?.sections.find((line) => line.node_id === nodeId)}
                previousRevision={sectionStats.stats?.previous_revision ?? null}
                canRollBack={publishes(operator.role)}
                unsavedChanges={dirty}
                onRollBack={async (revision) => {
                  try {
                    const result = await calls.rollback(layoutId, revision);
                    setStatus(HISTORY_TEXT.rollbackDone(revision, result.published_revision));
                    setHistoryKey((key) => key + 1);
                    void load();
                  } catch (error) {
                    setStatus(refusalText(error));
                  }
                }}
              />
            )}
          />
          <Palette
            widgets={widgets}
            onAdd={(widget) => {
              const node: LayoutNode = { id: uniqueNodeId(doc, widget.name), widget: widget.name, version: widget.version, props: {} };
              edit((current) => insertNode(current, node, selectedId));
              setSelectedId(node.id);
            }}
          />
        </div>
        {/* Moving to another field ends the undo step of the one before, however quick the operator is. */}
        <div className="ops-editor__column" onFocus={() => dispatch({ type: 'checkpoint' })}>
          {/* Busy while the newest edit is being checked: screen readers wait for the settled list. */}
          <section className="ops-problems" aria-label={EDITOR_TEXT.problems} aria-live="polite" aria-busy={validation.pending}>
            <h3>{EDITOR_TEXT.problems}</h3>
            {validation.error && <p className="ops-field__error">{EDITOR_TEXT.validationDown(validation.error)}</p>}
            {!validation.pending && !validation.error && validation.problems.length === 0 && <p className="ops-ok">{EDITOR_TEXT.noProblems}</p>}
            {documentProblems.length > 0 && (
              <ul aria-label={EDITOR_TEXT.docProblems}>
                {documentProblems.map((problem, index) => (
                  // The JSON pointer is a developer's detail: on hover only.
                  <li key={index} className="ops-problem" title={problem.path}>
                    {problem.message}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {selected && (
            <button type="button" onClick={() => setSelectedId(null)}>
              {EDITOR_TEXT.pageData}
            </button>
          )}
          {selected && state.publishedRevision !== null && (
            <NodeKillSwitch
              key={`${selected.id}-kill`}
              layoutId={layoutId}
              node={selected}
              publishedRevision={state.publishedRevision}
              role={operator.role}
              onChanged={(result) => {
                setHistoryKey((key) => key + 1);
                // Unsaved edits stay; otherwise the editor moves to the new newest revision.
                if (dirty) dispatch({ type: 'published', revision: result.published_revision });
                else void load();
              }}
            />
          )}
          {selected ? (
            <NodeEditor
              key={selected.id}
              doc={doc}
              layoutId={layoutId}
              node={selected}
              problems={byNode.get(selected.id) ?? []}
              onChange={(node) => edit((current) => updateNode(current, selected.id, () => node), `node:${selected.id}`)}
            />
          ) : (
            <DataEntriesEditor doc={doc} layoutId={layoutId} onChange={(data) => edit((current) => ({ ...current, data }), 'data')} />
          )}
        </div>
        <div className="ops-editor__column">
          <PreviewFrame
            layoutId={layoutId}
            doc={doc}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onMove={(nodeId, overId) => {
              edit((current) => reorderSiblings(current, nodeId, overId));
              setSelectedId(nodeId);
            }}
            shareUrl={shareUrl}
            shareBlocked={notStored ? PREVIEW_TEXT.shareNotStored : dirty ? PREVIEW_TEXT.shareUnsaved : null}
            onShareLink={() => void makeShareLink()}
          />
          <HistoryPanel
            layoutId={layoutId}
            role={operator.role}
            publishedRevision={state.publishedRevision}
            unsavedChanges={dirty}
            // A rollback is a new revision: edit on top of it from now on.
            onRolledBack={() => void load()}
          />
          <Suspense fallback={null}>
            <ExperimentsPanel
              layoutId={layoutId}
              doc={doc}
              selectedId={selectedId}
              role={operator.role}
              stats={sectionStats}
              onPublished={() => {
                setHistoryKey((key) => key + 1);
                if (!dirty) void load();
              }}
            />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
