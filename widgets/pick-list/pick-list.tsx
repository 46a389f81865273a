import { useEffect, useRef, useState } from 'react';
import type { PickListProps } from '../../contract/generated/widgets/pick-list.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { declareBottomBar } from '../../src/ui/bottom-bar';
import './pick-list.css';

type Item = NonNullable<PickListProps['items']>[number] & Record<string, unknown>;

function subtitle(item: Item, keys: readonly string[] | undefined): string {
  return (keys ?? [])
    .map((key) => item[key])
    .filter((value) => typeof value === 'string' && value)
    .join(' ');
}

/** Typing searches once the person pauses this long (搜索 and Enter search at once). */
export const SEARCH_WHILE_TYPING_MS = 300;

export function PickList({ props, emit }: WidgetRenderProps<PickListProps>) {
  const [keyword, setKeyword] = useState(props.keyword ?? '');
  /** The keyword last searched from here: its echo in props.keyword must not undo newer typing. */
  const searched = useRef(props.keyword ?? '');
  useEffect(() => {
    const next = props.keyword ?? '';
    if (next === searched.current) return;
    searched.current = next;
    setKeyword(next);
  }, [props.keyword]);
  const search = (text: string) => {
    searched.current = text;
    void emit('search', { keyword: text });
  };
  useEffect(() => {
    const text = keyword.trim();
    if (text === searched.current) return undefined;
    // 搜索 or Enter may have searched this text meanwhile: then the pause adds nothing.
    const timer = setTimeout(() => text !== searched.current && search(text), SEARCH_WHILE_TYPING_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- search only reads refs and emit: the keyword alone decides when to run.
  }, [keyword]);
  const items = (props.items ?? []) as Item[];
  return (
    <section className="w-pick-list">
      <form
        className="w-pick-list__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search(keyword.trim());
        }}
      >
        <input
          className="w-pick-list__input"
          type="search"
          aria-label="搜索"
          enterKeyHint="search"
          maxLength={64}
          value={keyword}
          placeholder={props.placeholder ?? '请输入名称搜索'}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className="w-pick-list__go">
          搜索
        </button>
      </form>
      <ul className="w-pick-list__items" aria-busy={props.loading ? true : undefined}>
        {items.map((item) => {
          const sub = subtitle(item, props.subtitleKeys);
          return (
            <li key={item.id}>
              <button type="button" className="w-pick-list__item" onClick={() => void emit('select', item)}>
                <span className="w-pick-list__name">{item.name}</span>
                {sub && <span className="w-pick-list__sub">{sub}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {!props.loading && items.length === 0 && <p className="w-pick-list__empty">{props.emptyText ?? '没有找到相关结果'}</p>}
      {props.addText && (
        <button type="button" ref={declareBottomBar} className="w-pick-list__add" onClick={() => void emit('add')}>
          {props.addText}
        </button>
      )}
    </section>
  );
}
