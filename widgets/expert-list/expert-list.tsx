import { useId, useRef, useState } from 'react';
import type { TopicExpert } from '../../contract/generated/schema-types';
import type { ExpertListProps } from '../../contract/generated/widgets/expert-list.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { useModal } from '../../src/ui/modal';
import './expert-list.css';

export const EXPERT_TEXT = { title: '专家团队', close: '关闭', noBio: '暂无简介' } as const;

function Avatar({ expert }: { expert: TopicExpert }) {
  if (expert.avatar) return <img className="w-expert-list__avatar" src={expert.avatar} alt="" loading="lazy" />;
  return (
    <span className="w-expert-list__avatar w-expert-list__avatar--text" aria-hidden="true">
      {Array.from(expert.name)[0]}
    </span>
  );
}

function BioDialog({ expert, onClose }: { expert: TopicExpert; onClose: () => void }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, true, { onClose, initialFocus: closeRef });
  return (
    <div className="w-expert-list__mask" onClick={onClose}>
      <div ref={panel} className="w-expert-list__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
        <div className="w-expert-list__dialog-head">
          <Avatar expert={expert} />
          <div>
            <h3 className="w-expert-list__dialog-name" id={titleId}>
              {expert.name}
            </h3>
            <p className="w-expert-list__meta">{[expert.title, expert.hospital].filter(Boolean).join(' · ')}</p>
          </div>
        </div>
        <p className="w-expert-list__bio">{expert.bio || EXPERT_TEXT.noBio}</p>
        <button ref={closeRef} type="button" className="w-expert-list__close" onClick={onClose}>
          {EXPERT_TEXT.close}
        </button>
      </div>
    </div>
  );
}

export function ExpertList({ props, emit }: WidgetRenderProps<ExpertListProps>) {
  const titleId = useId();
  const [open, setOpen] = useState<TopicExpert | null>(null);
  const items = props.items ?? [];
  if (items.length === 0) return null;
  const show = (expert: TopicExpert) => {
    setOpen(expert);
    void emit('select', expert);
  };
  return (
    <section className="w-expert-list" aria-labelledby={titleId}>
      <h2 className="w-expert-list__title" id={titleId}>
        {props.title || EXPERT_TEXT.title}
      </h2>
      <ul className="w-expert-list__items">
        {items.map((expert) => (
          <li key={expert.id}>
            <button type="button" className="w-expert-list__expert" aria-haspopup="dialog" aria-label={expert.name} onClick={() => show(expert)}>
              <Avatar expert={expert} />
              <span className="w-expert-list__name">{expert.name}</span>
              {expert.title && <span className="w-expert-list__meta">{expert.title}</span>}
              {expert.hospital && <span className="w-expert-list__meta w-expert-list__hospital">{expert.hospital}</span>}
            </button>
          </li>
        ))}
      </ul>
      {open && <BioDialog expert={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
