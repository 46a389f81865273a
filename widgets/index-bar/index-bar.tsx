import { useRef, useState } from 'react';
import type { IndexBarProps } from '../../contract/generated/widgets/index-bar.props';
import type { MedicalColumn } from '../../contract/generated/schema-types';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { cutText } from '../../src/ui/cut-text';
import { FollowState } from '../../src/ui/follow-state';
import './index-bar.css';

export const INDEX_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const DESC_LENGTH = 26;
const TITLE_LENGTH = 34;

function ColumnRow({
  column,
  titleLength,
  descLength,
  onSelect,
  onFollow,
}: {
  column: MedicalColumn;
  titleLength: number;
  descLength: number;
  onSelect: () => void;
  onFollow: () => void;
}) {
  return (
    <li className="w-index-bar__item">
      <button type="button" className="w-index-bar__column" aria-label={column.title} onClick={onSelect}>
        {column.logo ? (
          <img className="w-index-bar__logo" src={column.logo} alt={`${column.title}的标志`} loading="lazy" />
        ) : (
          <span className="w-index-bar__logo" />
        )}
        <span className="w-index-bar__text">
          <span className="w-index-bar__title">{cutText(column.title, titleLength)}</span>
          {column.desc && <span className="w-index-bar__desc">{cutText(column.desc, descLength)}</span>}
        </span>
      </button>
      <FollowState followed={column.is_subscribe === 1} name={column.title} onToggle={onFollow} />
    </li>
  );
}

/** The A–Z index: groups with letter headers, and a letter bar that scrolls its group into view. */
export function IndexBar({ props, emit }: WidgetRenderProps<IndexBarProps>) {
  const groups = props.groups ?? [];
  const letters = props.letters ?? INDEX_LETTERS;
  const present = new Set(groups.map((g) => g.py));
  const headers = useRef(new Map<string, HTMLElement>());
  const [active, setActive] = useState<string | undefined>();

  const jump = (letter: string) => {
    const header = headers.current.get(letter);
    if (!header) return;
    // jsdom has no scrollIntoView; browsers always do.
    header.scrollIntoView?.({ block: 'start' });
    setActive(letter);
    void emit('letter', { letter });
  };

  return (
    <div className="w-index-bar">
      <div className="w-index-bar__groups">
        {groups.map((group) => (
          <section key={group.py} className="w-index-bar__group" aria-labelledby={`w-index-bar-${group.py}`}>
            <h3
              id={`w-index-bar-${group.py}`}
              className="w-index-bar__letter"
              ref={(el) => {
                if (el) headers.current.set(group.py, el);
                else headers.current.delete(group.py);
              }}
            >
              {group.py}
            </h3>
            <ul className="w-index-bar__list">
              {group.list.map((column) => (
                <ColumnRow
                  key={column.id}
                  column={column}
                  titleLength={props.titleLength ?? TITLE_LENGTH}
                  descLength={props.descLength ?? DESC_LENGTH}
                  onSelect={() => void emit('select', column)}
                  onFollow={() => void emit('follow', column)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <nav className="w-index-bar__bar" aria-label="字母索引">
        {letters.map((letter) => (
          <button
            key={letter}
            type="button"
            className={`w-index-bar__key${active === letter ? ' w-index-bar__key--active' : ''}`}
            aria-label={`跳到 ${letter}`}
            aria-current={active === letter ? 'true' : undefined}
            disabled={!present.has(letter)}
            onClick={() => jump(letter)}
          >
            {letter}
          </button>
        ))}
      </nav>
    </div>
  );
}
