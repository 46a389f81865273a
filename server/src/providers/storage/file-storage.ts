/** Where uploads are kept. put() stores bytes under a name and answers the file's public URL. */
export interface FileStorage {
  readonly name: string;
  put(fileName: string, bytes: Buffer, contentType: string): Promise<string>;
}
