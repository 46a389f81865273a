import { useEffect, useState } from 'react';
import { opsEndpoints } from '../api/ops-endpoints';

/** Well inside the server's presence TTL (20 s), so one slow beat does not make the operator vanish. */
export const PRESENCE_BEAT_MS = 5000;

export const PRESENCE_TEXT = {
  others: (names: string[]) => `${names.join('、')} 也在编辑此页面`,
} as const;

/**
 * Tells the server this operator has the layout open, every few seconds while the editor is shown, and
 * answers the names of the other operators who have it open. Leaving the editor says so at once.
 */
export function usePresence(layoutId: string): string[] {
  const [others, setOthers] = useState<string[]>([]);
  // Heartbeats on a timer, not cached answers: mutations, each answering who else has the layout open.
  const [recordPresence] = opsEndpoints.useRecordOpsLayoutPresenceMutation();
  const [deletePresence] = opsEndpoints.useDeleteOpsLayoutPresenceMutation();
  useEffect(() => {
    let active = true;
    const beat = () =>
      recordPresence({ id: layoutId })
        .unwrap()
        .then(
          (presence) => {
            if (active) setOthers(presence.others.map((other) => other.name));
          },
          // Presence is a courtesy: a failed beat leaves the last answer and tries again next time.
          () => undefined,
        );
    void beat();
    const timer = window.setInterval(() => void beat(), PRESENCE_BEAT_MS);
    return () => {
      active = false;
      window.clearInterval(timer);
      void deletePresence({ id: layoutId })
        .unwrap()
        .catch(() => undefined);
    };
  }, [layoutId, recordPresence, deletePresence]);
  return others;
}
