import { MODERATION_TEXT } from './moderation-text';

/** 上一页 / page n of total / 下一页 under a moderation list; nothing when one page holds it all. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage(page: number): void }) {
  if (total <= pageSize) return null;
  return (
    <p className="ops-pager">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {MODERATION_TEXT.previous}
      </button>
      <span>{MODERATION_TEXT.page(page, total)}</span>
      <button type="button" disabled={page * pageSize >= total} onClick={() => onPage(page + 1)}>
        {MODERATION_TEXT.more}
      </button>
    </p>
  );
}
