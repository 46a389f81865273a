import type { Db } from '../../db/database';
import type { CacheBus } from '../../providers/cache-bus';
import { synonymIndex, type SynonymIndex } from './medical-synonyms';
import { selectSynonymGroups } from './search-synonyms.repository';

/** The bus channel that tells every API process the synonym list changed (the message is unused). */
export const SYNONYM_LIST_CHANNEL = 'search-synonyms';
/** Without the bus (cut off from Redis), a process re-reads the list at most this often. */
const UNHEARD_RELOAD_MS = 30_000;

/**
 * This process's synonym index, built once per version of the list. An operator's edit publishes on the
 * cache bus (Redis pub/sub across processes); every process counts the change and its next search rebuilds
 * from the table (one build at a time, shared by the searches that wait for it). A reconnection to Redis
 * (RESYNC, delivered to every handler) counts as a change too, and while the bus is not heard a copy older
 * than 30 s is rebuilt.
 */
export class SynonymList {
  private heard = 0;
  private current: { index: SynonymIndex; version: number; builtAt: number } | null = null;
  private building: Promise<SynonymIndex> | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    private readonly bus: CacheBus,
    private readonly now: () => number = Date.now,
  ) {
    this.unsubscribe = bus.subscribe(SYNONYM_LIST_CHANNEL, () => {
      this.heard += 1;
    });
  }

  private upToDate(): SynonymIndex | null {
    const current = this.current;
    if (!current || current.version !== this.heard) return null;
    if (!this.bus.listening && this.now() - current.builtAt > UNHEARD_RELOAD_MS) return null;
    return current.index;
  }

  private build(): Promise<SynonymIndex> {
    this.building ??= (async () => {
      try {
        // The version is taken before the read: a change heard during the read makes this copy old at once.
        const version = this.heard;
        const builtAt = this.now();
        const index = synonymIndex((await selectSynonymGroups(this.db)).map((group) => group.names));
        this.current = { index, version, builtAt };
        return index;
      } finally {
        this.building = null;
      }
    })();
    return this.building;
  }

  /** The list as this process knows it now (rebuilt first when it changed). */
  async index(): Promise<SynonymIndex> {
    return this.upToDate() ?? this.build();
  }

  /** After an edit in this process: every process (this one at once) rebuilds on its next search. */
  async changed(): Promise<void> {
    await this.bus.publish(SYNONYM_LIST_CHANNEL);
  }

  close(): void {
    this.unsubscribe();
  }
}
