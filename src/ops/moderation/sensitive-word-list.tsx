import { useId, useState } from 'react';
import { moderationApi } from '../api/tags/moderation-tags';
import { refusalText } from '../api/ops-refusal-text';
import { formatTime } from '../format-time';
import { MODERATION_TEXT } from './moderation-text';
import { Pager } from './pager';

const PAGE_SIZE = 50;

/** The sensitive-word list: find, add (拒绝发送 or 进入审核), remove. Editing is the publisher's. */
export function SensitiveWordList({ publisher }: { publisher: boolean }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [word, setWord] = useState('');
  const [action, setAction] = useState<'refuse' | 'hold'>('refuse');
  const { currentData, error } = moderationApi.endpoints.listOpsSensitiveWords.useQuery({ page, pageSize: PAGE_SIZE, ...(q.trim() ? { q: q.trim() } : {}) });
  const [save, saving] = moderationApi.endpoints.saveOpsSensitiveWord.useMutation();
  const [remove, removing] = moderationApi.endpoints.deleteOpsSensitiveWord.useMutation();
  const problem = saving.error ?? removing.error ?? error;
  const words = currentData?.list ?? [];
  const total = currentData?.total ?? 0;

  const add = async () => {
    const result = await save({ word, action });
    if ('data' in result) setWord('');
  };

  return (
    <>
      <p className="ops-hint">{MODERATION_TEXT.wordsHint(currentData?.limit ?? 20000)}</p>
      {problem && <p role="alert">{refusalText(problem)}</p>}
      {publisher && (
        <form
          className="ops-filters"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <label htmlFor={`${id}-word`}>{MODERATION_TEXT.word}</label>
          <input id={`${id}-word`} value={word} maxLength={64} onChange={(e) => setWord(e.target.value)} />
          <label htmlFor={`${id}-action`}>{MODERATION_TEXT.wordAction}</label>
          <select id={`${id}-action`} value={action} onChange={(e) => setAction(e.target.value === 'hold' ? 'hold' : 'refuse')}>
            <option value="refuse">{MODERATION_TEXT.wordActions.refuse}</option>
            <option value="hold">{MODERATION_TEXT.wordActions.hold}</option>
          </select>
          <button type="submit" disabled={!word.trim() || saving.isLoading}>
            {MODERATION_TEXT.addWord}
          </button>
        </form>
      )}
      <label htmlFor={`${id}-q`}>{MODERATION_TEXT.wordSearch}</label>
      <input
        id={`${id}-q`}
        value={q}
        maxLength={32}
        onChange={(e) => {
          setQ(e.target.value);
          setPage(1);
        }}
      />
      <table className="ops-table">
        <caption>{MODERATION_TEXT.tabs.words}</caption>
        <thead>
          <tr>
            <th scope="col">{MODERATION_TEXT.word}</th>
            <th scope="col">{MODERATION_TEXT.wordAction}</th>
            <th scope="col">{MODERATION_TEXT.addedBy}</th>
            <th scope="col">{MODERATION_TEXT.addedAt}</th>
            {publisher && (
              <th scope="col">
                <span className="ops-visually-hidden">{MODERATION_TEXT.removeWord}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {words.length === 0 ? (
            <tr>
              <td colSpan={publisher ? 5 : 4} className="ops-hint">
                {MODERATION_TEXT.noWords}
              </td>
            </tr>
          ) : (
            words.map((w) => (
              <tr key={w.id}>
                <td>{w.word}</td>
                <td>{MODERATION_TEXT.wordActions[w.action]}</td>
                <td>{w.created_by}</td>
                <td>{formatTime(w.created_at)}</td>
                {publisher && (
                  <td>
                    <button type="button" aria-label={`${MODERATION_TEXT.removeWord}：${w.word}`} onClick={() => void remove({ id: w.id })}>
                      {MODERATION_TEXT.removeWord}
                    </button>
                  </td>
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />
    </>
  );
}
