import { useId, useState } from 'react';
import { moderationApi } from '../api/tags/moderation-tags';
import { refusalText } from '../api/ops-refusal-text';
import type { Operator } from '../api/ops-types';
import { SensitiveWordList } from './sensitive-word-list';
import { TextTable } from './text-table';
import { MODERATION_TEXT } from './moderation-text';
import { Pager } from './pager';
import { publishes } from '../operator-role';

type Tab = 'queue' | 'texts' | 'words';
// The list's arguments as the generated endpoint types them (skipToken aside).
type TextQuery = Exclude<Parameters<typeof moderationApi.endpoints.listOpsModerationTexts.useQuery>[0], symbol>;

/** 社区管理: the review queue (held and reported text), all recent text with filters, and the word list. */
export function ModerationView({ operator }: { operator: Operator }) {
  const [tab, setTab] = useState<Tab>('queue');
  const publisher = publishes(operator.role);
  return (
    <section aria-label={MODERATION_TEXT.heading}>
      <h2>{MODERATION_TEXT.heading}</h2>
      {!publisher && <p className="ops-hint">{MODERATION_TEXT.editorNote}</p>}
      <div role="tablist" className="ops-tabs">
        {(['queue', 'texts', 'words'] as const).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
            {MODERATION_TEXT.tabs[name]}
          </button>
        ))}
      </div>
      {tab === 'queue' && <Queue publisher={publisher} />}
      {tab === 'texts' && <AllTexts publisher={publisher} />}
      {tab === 'words' && <SensitiveWordList publisher={publisher} />}
    </section>
  );
}

/** Held text first, then reported comments: the two lists an operator works through every day. */
function Queue({ publisher }: { publisher: boolean }) {
  return (
    <>
      <p className="ops-hint">{MODERATION_TEXT.queueHint}</p>
      <PagedTexts query={{ state: 'held' }} caption={MODERATION_TEXT.states.held} publisher={publisher} />
      <PagedTexts query={{ state: 'reported', kind: 'comment' }} caption={MODERATION_TEXT.states.reported} publisher={publisher} />
    </>
  );
}

function AllTexts({ publisher }: { publisher: boolean }) {
  const id = useId();
  const [kind, setKind] = useState('all');
  const [state, setState] = useState('all');
  const [q, setQ] = useState('');
  const [user, setUser] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const userId = Number(user);
  const iso = (local: string) => (local ? new Date(local).toISOString() : undefined);
  const query: TextQuery = {
    kind: kind as 'all',
    state: state as 'all',
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(Number.isInteger(userId) && userId > 0 ? { user_id: userId } : {}),
    ...(from ? { from: iso(from) } : {}),
    ...(to ? { to: iso(to) } : {}),
  };
  return (
    <>
      <p className="ops-hint">{MODERATION_TEXT.textsHint}</p>
      <fieldset className="ops-filters">
        <legend>{MODERATION_TEXT.filters}</legend>
        <label htmlFor={`${id}-kind`}>{MODERATION_TEXT.kind}</label>
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value)}>
          {Object.entries(MODERATION_TEXT.kinds).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-state`}>{MODERATION_TEXT.state}</label>
        <select id={`${id}-state`} value={state} onChange={(e) => setState(e.target.value)}>
          {Object.entries(MODERATION_TEXT.states).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-q`}>{MODERATION_TEXT.words}</label>
        <input id={`${id}-q`} value={q} maxLength={50} onChange={(e) => setQ(e.target.value)} />
        <label htmlFor={`${id}-user`}>{MODERATION_TEXT.user}</label>
        <input id={`${id}-user`} inputMode="numeric" value={user} onChange={(e) => setUser(e.target.value.replace(/\D/g, ''))} />
        <label htmlFor={`${id}-from`}>{MODERATION_TEXT.from}</label>
        <input id={`${id}-from`} type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
        <label htmlFor={`${id}-to`}>{MODERATION_TEXT.to}</label>
        <input id={`${id}-to`} type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />
      </fieldset>
      <PagedTexts query={query} caption={MODERATION_TEXT.tabs.texts} publisher={publisher} />
    </>
  );
}

const PAGE_SIZE = 20;
const REFRESH_MS = 30_000;

function PagedTexts({ query, caption, publisher }: { query: TextQuery; caption: string; publisher: boolean }) {
  const [page, setPage] = useState(1);
  const key = JSON.stringify(query);
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    // New filters start again at the first page.
    setShownKey(key);
    setPage(1);
  }
  // Doctors keep writing while the view is open: read again on every visit and every half minute.
  const { currentData, error } = moderationApi.endpoints.listOpsModerationTexts.useQuery(
    { ...query, page, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true, pollingInterval: REFRESH_MS },
  );
  const total = currentData?.total ?? 0;
  return (
    <>
      {error && <p role="alert">{refusalText(error)}</p>}
      <TextTable caption={caption} rows={currentData?.list ?? []} publisher={publisher} />
      <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />
    </>
  );
}
