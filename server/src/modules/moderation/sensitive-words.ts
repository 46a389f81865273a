import type { Db } from '../../db/database';
import type { CacheBus } from '../../providers/cache-bus';
import { selectListedWords } from './words.repository';
import { WordMatcher, type WordVerdict } from './word-matcher';

/** The bus channel that tells every API process the word list changed (the message is unused). */
export const WORD_LIST_CHANNEL = 'sensitive-words';
/** Without the bus (cut off from Redis), a process re-reads the list at most this often. */
const UNHEARD_RELOAD_MS = 30_000;

/**
 * This process's compiled word list, built once per version of the list. An operator's edit publishes on
 * the cache bus (Redis pub/sub across processes); every process counts the change, and its next check
 * rebuilds from the table (one build at a time, shared by the checks that wait for it), so an edit applies
 * to the very next post everywhere. A reconnection to Redis (RESYNC, delivered to every handler) counts
 * as a change too, and while the bus is not heard a copy older than 30 s is rebuilt.
 */
export class SensitiveWords {
  private heard = 0;
  private current: { matcher: WordMatcher; version: number; builtAt: number } | null = null;
  private building: Promise<WordMatcher> | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    private readonly bus: CacheBus,
    private readonly now: () => number = Date.now,
  ) {
    this.unsubscribe = bus.subscribe(WORD_LIST_CHANNEL, () => {
      this.heard += 1;
    });
  }

  private upToDate(): WordMatcher | null {
    const current = this.current;
    if (!current || current.version !== this.heard) return null;
    if (!this.bus.listening && this.now() - current.builtAt > UNHEARD_RELOAD_MS) return null;
    return current.matcher;
  }

  private build(): Promise<WordMatcher> {
    this.building ??= (async () => {
      try {
        // The version is taken before the read: a change heard during the read makes this copy old at once.
        const version = this.heard;
        const builtAt = this.now();
        const matcher = new WordMatcher(await selectListedWords(this.db));
        this.current = { matcher, version, builtAt };
        return matcher;
      } finally {
        this.building = null;
      }
    })();
    return this.building;
  }

  /** The list as this process knows it now (rebuilt first when it changed). */
  async matcher(): Promise<WordMatcher> {
    return this.upToDate() ?? this.build();
  }

  async check(text: string): Promise<WordVerdict> {
    return (await this.matcher()).check(text);
  }

  /** After an edit in this process: every process (this one at once) rebuilds on its next check. */
  async changed(): Promise<void> {
    await this.bus.publish(WORD_LIST_CHANNEL);
  }

  close(): void {
    this.unsubscribe();
  }
}
