/** The live a stream address is for. */
export interface LiveStream {
  id: number;
  /** lives.webinar_id, the stream name the encoder pushes to; a live without one streams as wb-<id>. */
  name: string | null;
  /** The scheduled end: signed addresses stay valid at least until then. */
  endAt: Date;
}

/** Where the encoder (OBS, a hardware encoder) pushes, or why this provider takes no push. */
export type PushAddress = { url: string } | { url: null; note: string };

/**
 * Where a live's stream is pushed and played: the local demo (no push; the configured HLS template or
 * the seeded sample plays) or Aliyun ApsaraVideo Live (signed RTMP push and HLS play addresses).
 */
export interface LiveStreamProvider {
  readonly name: 'local' | 'aliyun';
  /** The HLS address the room plays while the live is on air; null when there is nothing to play. */
  playUrl(stream: LiveStream, now: Date): string | null;
  /** A secret: whoever has it can broadcast as the live. Publishers only, audited. */
  pushAddress(stream: LiveStream, now: Date): PushAddress;
}

/** The stream name a live pushes and plays under: its own, or wb-<id>, the name publishing gives a live left without one (as the seed names its lives). */
export function streamNameOf(stream: Pick<LiveStream, 'id' | 'name'>): string {
  return stream.name || `wb-${stream.id}`;
}

/**
 * The timestamp of a signed address: the later of now and the live's end. The service adds the domain's
 * validity to it, so an address fetched before the day, or a room opened near the end, keeps working
 * until the live is over.
 */
export function signedUntil(stream: LiveStream, now: Date): number {
  return Math.floor(Math.max(now.getTime(), stream.endAt.getTime()) / 1000);
}
