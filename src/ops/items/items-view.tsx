import { useState } from 'react';
import type { Operator } from '../api/ops-types';
import { ItemEditor } from './item-editor';
import { ItemImport } from './item-import';
import { ITEM_KINDS, itemKindDefinition } from './item-kinds';
import { ItemList } from './item-list';
import { ITEM_TEXT } from './item-texts';
import './items.css';

/** Where in the back office the console is: a kind's list, one item (or a new one), or the kind's import. */
export type ItemPlace = number | 'new' | 'import' | undefined;

/** 内容库: every kind of content doctors read, made, reviewed, published and retired here. */
export function ItemsView({ kind, place, operator, go }: { kind: string; place: ItemPlace; operator: Operator; go(kind: string, place?: ItemPlace): void }) {
  const definition = itemKindDefinition(kind);
  // A new item's form starts empty each time 新建 is opened, even straight from another item of the kind
  // (else saving would write the new fields over that item); the saved new item keeps its form (below).
  const [editorRound, setEditorRound] = useState(0);
  const [lastPlace, setLastPlace] = useState(place);
  if (place !== lastPlace) {
    setLastPlace(place);
    if (place === 'new') setEditorRound((round) => round + 1);
  }
  return (
    <div className="ops-items-view">
      <nav aria-label={ITEM_TEXT.kinds} className="ops-items-view__kinds">
        {ITEM_KINDS.map((entry) => (
          <a key={entry.kind} href={`#/items/${entry.kind}`} aria-current={entry.kind === definition.kind ? 'page' : undefined}>
            {entry.title}
          </a>
        ))}
      </nav>
      {place === undefined && <ItemList definition={definition} operator={operator} onOpen={(next) => go(definition.kind, next)} />}
      {place === 'import' && <ItemImport definition={definition} operator={operator} onBack={() => go(definition.kind)} />}
      {(place === 'new' || typeof place === 'number') && (
        // Not keyed by the id: a new item that was just saved keeps its form and notice as it gets its id.
        <ItemEditor
          key={`${definition.kind}:${editorRound}`}
          definition={definition}
          id={place}
          operator={operator}
          onSaved={(id) => go(definition.kind, id)}
          onBack={() => go(definition.kind)}
        />
      )}
    </div>
  );
}
