import { useEffect, useRef } from 'react';
import type { LiveRoomStatusProps } from '../../contract/generated/widgets/live-room-status.props';
import { subscribeLiveRoomStatus, type WidgetRenderProps } from '../../src/runtime/widget-api';
import { readStatus, ROOM_TIMING, shouldReload, type RoomStatus } from './room-status';

/**
 * Watches the room's status without drawing anything: the baseline is what the page loaded with; a poll
 * answer or a socket frame that differs schedules one reload (the page, and its player, start over).
 */
export function LiveRoomStatus({ props, emit }: WidgetRenderProps<LiveRoomStatusProps>) {
  const liveId = Number(props.liveId) || 0;
  const pollMs = props.pollMs ?? ROOM_TIMING.pollMs;
  const reloadDelayMs = props.reloadDelayMs ?? ROOM_TIMING.reloadDelayMs;
  const initDelayMs = props.initDelayMs ?? ROOM_TIMING.initDelayMs;
  const emitRef = useRef(emit);
  emitRef.current = emit;
  const baseline = useRef<RoomStatus | undefined>(undefined);
  const reloading = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const loaded = readStatus({ live_status: props.liveStatus, open_status: props.openStatus });
  if (!baseline.current && loaded) baseline.current = loaded;

  const check = (next: RoomStatus | undefined) => {
    if (!next || !baseline.current || reloading.current) return;
    if (!shouldReload(baseline.current, next)) return;
    reloading.current = setTimeout(() => void emitRef.current('reload', next), reloadDelayMs);
  };
  const checkRef = useRef(check);
  checkRef.current = check;

  useEffect(() => checkRef.current(readStatus(props.polled)), [props.polled]);

  useEffect(() => {
    if (!liveId) return;
    let poll: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      // randStr: a fresh token per entry so the server can tell repeated records apart (original call live record).
      void emitRef.current('enter', { id: liveId, randStr: Math.random().toString(36).slice(2, 12) });
      poll = setInterval(() => void emitRef.current('tick'), pollMs);
    }, initDelayMs);
    const unsubscribe = props.realtime === false ? undefined : subscribeLiveRoomStatus(liveId, (status) => checkRef.current(readStatus(status)));
    return () => {
      clearTimeout(start);
      if (poll) clearInterval(poll);
      if (reloading.current) clearTimeout(reloading.current);
      reloading.current = undefined;
      unsubscribe?.();
    };
  }, [liveId, pollMs, initDelayMs, props.realtime]);

  return null;
}
