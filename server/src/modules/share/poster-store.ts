import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** `<type>-<id>-<version>.png`: the item a poster belongs to and a hash of what is drawn on it. */
const POSTER_NAME = /^(\d+-\d+)-([0-9a-f]{16})\.png$/;
const TEMP_NAME = /\.tmp$/;
/** Other API processes on this machine share the folder: their files are counted after at most this long. */
const RESCAN_MS = 60_000;
/** A half-written file older than this was left by a process that died while writing it. */
const STALE_TEMP_MS = 60 * 60_000;

/**
 * The poster files on disk (one folder, served at /media/posters): one poster per item (saving a new
 * version removes the item's older ones) and at most `maxBytes` in all, the least recently used removed
 * first. The poster just saved is never removed by its own save, so one poster larger than the whole
 * budget still gets served (the folder then holds that one file).
 *
 * The recency order lives in memory and in the files' mtimes (a hit touches its file), so a restart or
 * another process on the same folder reads the same order back when it rescans.
 */
export class PosterStore {
  /** name → bytes, least recently used first (a Map keeps insertion order; a use moves a name to the end). */
  private readonly files = new Map<string, number>();
  private total = 0;
  private scannedAt = Number.NEGATIVE_INFINITY;
  /** Saves (and the rescans and removals they do) run one after another. */
  private saving: Promise<void> = Promise.resolve();

  constructor(
    readonly dir: string,
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  static fileName(item: string, version: string): string {
    const name = `${item}-${version}.png`;
    if (!POSTER_NAME.test(name)) throw new Error(`not a poster file name: ${name}`);
    return name;
  }

  get usedBytes(): number {
    return this.total;
  }

  /** Whether poster `name` is on disk; a hit becomes the most recently used. */
  async has(name: string): Promise<boolean> {
    const file = join(this.dir, name);
    let bytes: number;
    try {
      bytes = (await stat(file)).size;
    } catch {
      this.forget(name);
      return false;
    }
    this.remember(name, bytes);
    const when = new Date(this.now());
    // Recency for the next rescan (here or in another process); a file removed meanwhile is no matter.
    await utimes(file, when, when).catch(() => undefined);
    return true;
  }

  /** Writes poster `name`, removes the item's older versions, then the least recently used beyond the budget. */
  save(name: string, png: Buffer): Promise<void> {
    const item = POSTER_NAME.exec(name)?.[1];
    if (!item) return Promise.reject(new Error(`not a poster file name: ${name}`));
    const done = this.saving.then(() => this.saveNow(name, item, png));
    this.saving = done.catch(() => undefined);
    return done;
  }

  private async saveNow(name: string, item: string, png: Buffer): Promise<void> {
    if (this.now() - this.scannedAt >= RESCAN_MS) await this.rescan();
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, name);
    const temp = `${file}.${randomUUID()}.tmp`;
    await writeFile(temp, png);
    await rename(temp, file);
    this.remember(name, png.length);
    for (const other of [...this.files.keys()]) {
      if (other !== name && POSTER_NAME.exec(other)?.[1] === item) await this.remove(other);
    }
    for (const oldest of [...this.files.keys()]) {
      if (this.total <= this.maxBytes) break;
      if (oldest !== name) await this.remove(oldest);
    }
  }

  /** Reads the folder again (files of other processes, files gone meanwhile), oldest mtime first. */
  private async rescan(): Promise<void> {
    this.scannedAt = this.now();
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      names = [];
    }
    const found: { name: string; bytes: number; usedAt: number }[] = [];
    // One stat at a time: a big folder must not crowd the file-system threads other requests use.
    for (const name of names) {
      const info = await stat(join(this.dir, name)).catch(() => null);
      if (!info) continue;
      if (TEMP_NAME.test(name)) {
        if (this.now() - info.mtimeMs > STALE_TEMP_MS) await rm(join(this.dir, name), { force: true });
      } else if (POSTER_NAME.test(name)) {
        found.push({ name, bytes: info.size, usedAt: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.usedAt - b.usedAt);
    this.files.clear();
    this.total = 0;
    for (const poster of found) this.remember(poster.name, poster.bytes);
  }

  private remember(name: string, bytes: number): void {
    this.forget(name);
    this.files.set(name, bytes);
    this.total += bytes;
  }

  private forget(name: string): void {
    const bytes = this.files.get(name);
    if (bytes === undefined) return;
    this.files.delete(name);
    this.total -= bytes;
  }

  private async remove(name: string): Promise<void> {
    this.forget(name);
    await rm(join(this.dir, name), { force: true });
  }
}
