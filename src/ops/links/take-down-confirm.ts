import { useCallback } from 'react';
import type { OpsItemKind } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { askToConfirm } from '../confirm-dialog';

export const TAKE_DOWN_TEXT = {
  title: '下线',
  cancel: '取消',
  linked: (count: number, many: boolean) => `以下 ${count} 处链接到${many ? '要下线的内容' : '这条内容'}，下线后医生点开将是空页面，请先修改这些链接：`,
  unchecked: '未能读取链接到这条内容的位置。',
} as const;

/** One item about to go offline; the title names it in the list when several go at once. */
export interface TakeDownItem {
  id: number;
  title: string;
}

/**
 * Asks before a take-down of one item or several (批量下线), naming the layouts and home content that link to
 * each (each would open nothing afterwards). Answers whether the operator confirmed.
 */
export function useConfirmTakeDown(): (kind: OpsItemKind, items: number | readonly TakeDownItem[], message: string) => Promise<boolean> {
  const [readInbound] = opsEndpoints.useLazyListOpsItemInboundLinksQuery();
  return useCallback(
    async (kind, items, message) => {
      const many = typeof items !== 'number';
      const list = many ? items : [{ id: items, title: '' }];
      // One read per item, side by side: a bulk take-down is one page of the list at most.
      const answers = await Promise.all(
        list.map((item) =>
          readInbound({ kind, id: item.id })
            .unwrap()
            .then((answer) => answer.list.map((entry) => (many ? `「${item.title}」← ${entry.place}` : entry.place)))
            .catch(() => undefined),
        ),
      );
      const places = answers.flatMap((found) => found ?? []);
      const note = answers.includes(undefined) ? TAKE_DOWN_TEXT.unchecked : places.length > 0 ? TAKE_DOWN_TEXT.linked(places.length, many) : '';
      return askToConfirm({
        title: TAKE_DOWN_TEXT.title,
        message: note ? `${message}${note}` : message,
        details: places,
        confirmText: TAKE_DOWN_TEXT.title,
        cancelText: TAKE_DOWN_TEXT.cancel,
        destructive: true,
      });
    },
    [readInbound],
  );
}
