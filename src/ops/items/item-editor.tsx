import { useEffect, useId, useState, type FormEvent } from 'react';
import type { OpsItem } from '../../../contract/generated/schema-types';
import type { Operator } from '../api/ops-types';
import { opsEndpoints } from '../api/ops-endpoints';
import type { OpsRefusal } from '../api/ops-fetch';
import { refusalText } from '../api/ops-refusal-text';
import { useConfirmTakeDown } from '../links/take-down-confirm';
import { formatTime } from '../format-time';
import { useLeaveGuard } from '../leave-guard';
import { ItemFieldControl } from './item-field';
import { blankFields, itemFields, type ItemKindDefinition } from './item-kinds';
import { ITEM_TEXT } from './item-texts';
import { ItemPreview } from './item-preview';
import { ItemSchedule } from './item-schedule';
import { ItemVersions } from './item-versions';
import { LiveStreamAddresses } from './live-stream-addresses';
import { MeetingApplications } from './meeting-applications';
import { ReviewBar } from '../reviews/review-bar';
import { useDirectPublish } from '../reviews/use-direct-publish';
import { REVIEW_TEXT } from '../reviews/review-texts';
import { publishes } from '../operator-role';

type Fields = Record<string, unknown>;

/** The server's refusal by field (ops-item problems), so each message shows at its field. */
function problemsOf(error: unknown): Record<string, string> {
  const data = (error as Partial<OpsRefusal> | undefined)?.data as { problems?: Array<{ field: string; message: string }> } | undefined;
  return Object.fromEntries((data?.problems ?? []).map((problem) => [problem.field, problem.message]));
}

/** Create or edit one item: its draft is saved; a publisher publishes it, takes it down, or restores a version. */
export function ItemEditor({
  definition,
  id,
  operator,
  onSaved,
  onBack,
}: {
  definition: ItemKindDefinition;
  id: number | 'new';
  operator: Operator;
  onSaved(id: number): void;
  onBack(): void;
}) {
  const headingId = useId();
  const { currentData: item } = opsEndpoints.useGetOpsItemQuery({ kind: definition.kind, id: id === 'new' ? 0 : id }, { skip: id === 'new' });
  const [fields, setFields] = useState<Fields | null>(id === 'new' ? blankFields(definition) : null);
  const [base, setBase] = useState<Fields | null>(fields);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [create] = opsEndpoints.useCreateOpsItemMutation();
  const [save] = opsEndpoints.useSaveOpsItemMutation();
  const [publish] = opsEndpoints.usePublishOpsItemMutation();
  const [takeDown] = opsEndpoints.useSetOpsItemOfflineMutation();
  const [discard] = opsEndpoints.useDiscardOpsItemDraftMutation();
  // A loaded (or restored) item replaces the form, unless the operator has edits not saved yet. Adjusted
  // while rendering (React's pattern for state that follows a prop), so no effect re-renders with old fields.
  const [loaded, setLoaded] = useState<OpsItem | undefined>(undefined);
  if (item && item !== loaded) {
    setLoaded(item);
    const unsaved = fields !== null && base !== null && JSON.stringify(fields) !== JSON.stringify(base);
    setBase(item.fields);
    if (!unsaved) setFields(item.fields);
  }
  const dirty = fields !== null && JSON.stringify(fields) !== JSON.stringify(base);
  useLeaveGuard(dirty);
  // A new item moves to its own address once saved, after the saved state is committed: before that the
  // leave guard would still count the form as unsaved and ask.
  const [created, setCreated] = useState<number | null>(null);
  useEffect(() => {
    if (created !== null && !dirty && id === 'new') onSaved(created);
  }, [created, dirty, id, onSaved]);
  const isPublisher = publishes(operator.role);
  const directPublish = useDirectPublish(operator);

  const run = async (step: () => Promise<OpsItem | void>, done: string) => {
    try {
      const answer = await step();
      setProblems({});
      setNotice(done);
      if (answer) {
        setBase(answer.fields);
        setFields(answer.fields);
      }
      return answer;
    } catch (error) {
      setProblems(problemsOf(error));
      setNotice(refusalText(error));
      return undefined;
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields) return;
    if (id === 'new') {
      const created = await run(() => create({ kind: definition.kind, fields }).unwrap(), ITEM_TEXT.saved);
      if (created) setCreated(created.id);
    } else await run(() => save({ kind: definition.kind, id, fields }).unwrap(), ITEM_TEXT.saved);
  };
  const saveThen = async (step: (id: number) => Promise<OpsItem>, done: string) => {
    if (id === 'new' || !fields) return;
    if (dirty && !(await run(() => save({ kind: definition.kind, id, fields }).unwrap(), ITEM_TEXT.saved))) return;
    await run(() => step(id), done);
  };
  const confirmTakeDown = useConfirmTakeDown();
  const offline = async () => {
    if (id === 'new') return;
    // The confirmation names the pages and home content that link here: they would open nothing afterwards.
    const sure = await confirmTakeDown(definition.kind, id, ITEM_TEXT.offlineConfirm);
    if (sure) await run(() => takeDown({ kind: definition.kind, id }).unwrap(), ITEM_TEXT.wentOffline);
  };

  /** Previews and stream addresses show what is saved: unsaved edits are saved first; false when the save was refused. */
  const saveUnsaved = async () =>
    id === 'new' || !dirty || (await run(() => save({ kind: definition.kind, id, fields: fields ?? {} }).unwrap(), ITEM_TEXT.saved)) !== undefined;

  if (!fields) return <p role="status">加载中…</p>;
  return (
    <section className="ops-item-editor" aria-labelledby={headingId}>
      <button type="button" onClick={onBack}>
        {ITEM_TEXT.back}
      </button>
      <h2 id={headingId}>{id === 'new' ? ITEM_TEXT.newItem(definition.title) : ITEM_TEXT.editItem(definition.title)}</h2>
      {item && (
        <p>
          {ITEM_TEXT.state[item.state]}
          {item.has_draft && item.state !== 'draft' && <span className="ops-badge">{ITEM_TEXT.pending}</span>}
          {item.updated_by && ` · ${item.updated_by}`} · {formatTime(item.updated_at)}
          {item.state === 'published' && item.app_path && (
            <>
              {' · '}
              <a href={item.app_path} target="_blank" rel="noreferrer">
                {ITEM_TEXT.openInApp}
              </a>
            </>
          )}
        </p>
      )}
      <form className="ops-content-form" onSubmit={(event) => void submit(event)} noValidate>
        {itemFields(definition).map((field) => (
          <ItemFieldControl
            key={field.key}
            field={field}
            value={fields[field.key]}
            error={problems[field.key]}
            isPublisher={isPublisher}
            onChange={(value) => setFields((current) => ({ ...current, [field.key]: value }))}
          />
        ))}
        {notice && <p role="status">{notice}</p>}
        <div className="ops-row-buttons">
          <button type="submit" className="ops-primary">
            {ITEM_TEXT.save}
          </button>
          {item && directPublish && (item.has_draft || item.state !== 'published' || dirty) && (
            <button type="button" onClick={() => void saveThen((itemId) => publish({ kind: definition.kind, id: itemId }).unwrap(), ITEM_TEXT.published)}>
              {ITEM_TEXT.publish}
            </button>
          )}
          {item && isPublisher && item.state === 'published' && (
            <button type="button" className="ops-danger" onClick={() => void offline()}>
              {ITEM_TEXT.offline}
            </button>
          )}
          {item && item.has_draft && item.state !== 'draft' && (
            <button type="button" onClick={() => void run(() => discard({ kind: definition.kind, id: item.id }).unwrap(), ITEM_TEXT.discarded)}>
              {ITEM_TEXT.discard}
            </button>
          )}
        </div>
      </form>
      {item && (
        <ReviewBar
          targetType="item"
          target={`${definition.kind}:${item.id}`}
          operator={operator}
          blocked={dirty ? REVIEW_TEXT.unsaved : item.has_draft || item.state !== 'published' ? null : REVIEW_TEXT.nothingToSubmit}
        />
      )}
      {item && <ItemPreview kind={definition.kind} id={item.id} beforePreview={saveUnsaved} />}
      {item && isPublisher && <ItemSchedule kind={definition.kind} id={item.id} onNotice={setNotice} />}
      {item && <ItemVersions kind={definition.kind} id={item.id} onRestored={(text) => setNotice(text)} />}
      {item && isPublisher && definition.kind === 'meeting' && <MeetingApplications id={item.id} />}
      {item && isPublisher && definition.kind === 'live' && <LiveStreamAddresses id={item.id} beforeFetch={saveUnsaved} />}
    </section>
  );
}
