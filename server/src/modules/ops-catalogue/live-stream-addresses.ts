import type { OpsLiveInput, OpsLiveStream } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { streamNameOf, type LiveStreamProvider } from '../../providers/live-stream/live-stream-provider';
import { getItem } from './items.service';
import { LIVE_KIND } from './live-kind';
import { LIVE_MESSAGES } from './live-messages';

// Both were checked against ops-live-input.json when they were saved or published.
const asInput = (fields: Record<string, unknown>) => fields as unknown as OpsLiveInput;

/**
 * The push and play addresses of the stream name the live editor shows (the draft's, once edited), signed
 * at `now`. A published live whose draft names another stream is told that doctors still play the old one.
 */
export async function liveStreamAddresses(db: Db, streams: LiveStreamProvider, id: number, now: Date): Promise<{ title: string; answer: OpsLiveStream }> {
  const item = await getItem(db, LIVE_KIND, id);
  const fields = asInput(item.fields);
  const stream = { id, name: fields.stream_name || null, endAt: new Date(fields.end_at) };
  const push = streams.pushAddress(stream, now);
  const published = item.published ? streamNameOf({ id, name: asInput(item.published).stream_name || null }) : undefined;
  const name = streamNameOf(stream);
  return {
    title: item.title,
    answer: {
      provider: streams.name,
      stream_name: name,
      push_url: push.url,
      ...(push.url === null ? { push_note: push.note } : {}),
      play_url: streams.playUrl(stream, now),
      ...(published !== undefined && published !== name ? { notice: LIVE_MESSAGES.streamNotPublished(published) } : {}),
    },
  };
}
