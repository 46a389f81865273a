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
}

/** A plain stored file name (no folder, no "..", no control characters): the only thing delete() acts on. */
export function isPlainFileName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(name) && !name.includes('..');
}
