import { useId, useState } from 'react';
import { searchSynonymApi } from '../api/tags/search-synonym-tags';
import { refusalText } from '../api/ops-refusal-text';
import { formatTime } from '../format-time';

// 搜索同义词's words, in one place (the console is all Chinese).
export const SYNONYM_TEXT = {
  heading: '搜索同义词',
  hint: (limit: number) =>
    `一组里的名称在搜索中视为同一个词：搜其中任何一个，也能找到用其他名称的内容（如 慢阻肺、慢性阻塞性肺疾病）。中文名称还可以用拼音首字母联想（如 fc → 房颤）。修改立即生效，最多 ${limit} 组。`,
  names: '同义词（用逗号、顿号或空格分隔，至少两个）',
  add: '添加一组',
  find: '查找',
  group: '同义词',
  addedBy: '添加人',
  addedAt: '添加时间',
  preset: '预置',
  remove: '删除',
  removeGroup: (names: string) => `删除同义词组：${names}`,
  none: '没有符合的同义词组',
  list: '同义词组',
} as const;

/** The names typed in one box: split on commas (either width), 、, semicolons or line breaks and spaces. */
export function splitNames(text: string): string[] {
  return text
    .split(/[,，、;；\s]+/u)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** 搜索同义词: the groups search treats as one term; any operator adds and removes them. */
export function SearchSynonymList() {
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const { data, error } = searchSynonymApi.endpoints.listOpsSearchSynonyms.useQuery();
  const [create, creating] = searchSynonymApi.endpoints.createOpsSearchSynonym.useMutation();
  const [remove, removing] = searchSynonymApi.endpoints.deleteOpsSearchSynonym.useMutation();
  const problem = creating.error ?? removing.error ?? error;
  const wanted = q.trim().toLowerCase();
  const groups = (data?.list ?? []).filter((group) => !wanted || group.names.some((name) => name.toLowerCase().includes(wanted)));
  const names = splitNames(text);

  const add = async () => {
    const result = await create({ names });
    if ('data' in result) setText('');
  };

  return (
    <section>
      <h2>{SYNONYM_TEXT.heading}</h2>
      <p className="ops-hint">{SYNONYM_TEXT.hint(data?.limit ?? 2000)}</p>
      {problem && <p role="alert">{refusalText(problem)}</p>}
      <form
        className="ops-filters"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <label htmlFor={`${id}-names`}>{SYNONYM_TEXT.names}</label>
        <input id={`${id}-names`} value={text} maxLength={400} onChange={(e) => setText(e.target.value)} />
        <button type="submit" disabled={names.length < 2 || creating.isLoading}>
          {SYNONYM_TEXT.add}
        </button>
      </form>
      <label htmlFor={`${id}-q`}>{SYNONYM_TEXT.find}</label>
      <input id={`${id}-q`} value={q} maxLength={32} onChange={(e) => setQ(e.target.value)} />
      <table className="ops-table">
        <caption>{SYNONYM_TEXT.list}</caption>
        <thead>
          <tr>
            <th scope="col">{SYNONYM_TEXT.group}</th>
            <th scope="col">{SYNONYM_TEXT.addedBy}</th>
            <th scope="col">{SYNONYM_TEXT.addedAt}</th>
            <th scope="col">
              <span className="ops-visually-hidden">{SYNONYM_TEXT.remove}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.length === 0 ? (
            <tr>
              <td colSpan={4} className="ops-hint">
                {SYNONYM_TEXT.none}
              </td>
            </tr>
          ) : (
            groups.map((group) => (
              <tr key={group.id}>
                <td>{group.names.join('、')}</td>
                <td>{group.created_by || SYNONYM_TEXT.preset}</td>
                <td>{formatTime(group.created_at)}</td>
                <td>
                  <button
                    type="button"
                    aria-label={SYNONYM_TEXT.removeGroup(group.names.join('、'))}
                    disabled={removing.isLoading}
                    onClick={() => void remove({ id: group.id })}
                  >
                    {SYNONYM_TEXT.remove}
                  </button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
