/** Where uploads are kept. put() stores bytes under a name and answers the file's public URL. */
export interface FileStorage {
  readonly name: string;
  put(fileName: string, bytes: Buffer, contentType: string): Promise<string>;
  /**
   * Removes a stored file, named by the URL put() answered or by its key. Answers true when a file was
   * removed, false when there was none or the name is not one of this storage's files (a foreign URL, a
   * path that would leave the upload folder). Fails only when the store itself refuses.
   */
  delete(urlOrKey: string): Promise<boolean>;
  /**
   * Stores a file named by its content (a hash of its bytes): a file already under that name holds these
   * bytes, so it is kept instead of refused, and it may be cached for good (the media library's names: contract/media/library-image.ts).
   */
  putContentAddressed(fileName: string, bytes: Buffer, contentType: string): Promise<string>;
  /** putContentAddressed for a file on disk (a finished video upload), without holding it in memory where the store allows. */
  putFileContentAddressed(fileName: string, path: string, contentType: string): Promise<string>;
  /**
   * Where a tool such as ffmpeg reads a stored file from: a path on this machine for local storage, the
   * public address for object storage. Null for a URL that is not one of this storage's files.
   */
  readableSource(url: string): string | null;
  /** Free bytes where files are written, or null when the store is not a local disk (object storage). */
  freeBytes(): Promise<number | null>;
}

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** A plain stored file name (no folder, no "..", no control characters): the only thing delete() acts on. */
export function isPlainFileName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(name) && !name.includes('..');
}
