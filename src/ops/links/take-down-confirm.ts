import { useCallback } from 'react';
import type { OpsItemKind } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { askToConfirm } from '../confirm-dialog';

export const TAKE_DOWN_TEXT = {
  title: '下线',
  cancel: '取消',
  linked: (count: number) => `以下 ${count} 处链接到这条内容，下线后医生点开将是空页面，请先修改这些链接：`,
  unchecked: '未能读取链接到这条内容的位置。',
} as const;

/**
 * Asks before a take-down, naming the layouts and home content that link to the item (each would open
 * nothing afterwards). Answers whether the operator confirmed.
 */
export function useConfirmTakeDown(): (kind: OpsItemKind, id: number, message: string) => Promise<boolean> {
  const [readInbound] = opsEndpoints.useLazyListOpsItemInboundLinksQuery();
  return useCallback(
    async (kind, id, message) => {
      const answer = await readInbound({ kind, id })
        .unwrap()
        .catch(() => undefined);
      const places = answer?.list.map((entry) => entry.place) ?? [];
      const note = answer === undefined ? TAKE_DOWN_TEXT.unchecked : places.length > 0 ? TAKE_DOWN_TEXT.linked(places.length) : '';
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
