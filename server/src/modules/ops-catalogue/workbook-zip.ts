import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * Everything a workbook inflates to, its parts together. A 5,000-row catalogue of text is a few MB of XML;
 * exceljs holds each part as one string and the whole workbook as objects, so much more would not fit the
 * reading thread anyway. A zip bomb (a few KB that inflate to gigabytes) is refused well before that.
 */
export const WORKBOOK_MAX_INFLATED_BYTES = 50 * 1024 * 1024;
/** A workbook has tens of parts (sheets, styles, pictures); thousands are no spreadsheet anyone made by hand. */
const WORKBOOK_MAX_ENTRIES = 2000;
/** The parts every .xlsx has (ECMA-376 part 2; Excel, WPS and LibreOffice all write them). */
const REQUIRED_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

export type WorkbookZipVerdict = 'ok' | 'not-workbook' | 'too-big';

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const END_OF_DIRECTORY_SIZE = 22;

/**
 * Whether every zip reader reads the same directory from `bytes`. exceljs's JSZip takes the last end record
 * found anywhere in the file and shifts all offsets by any bytes before the archive; yauzl reads offsets as
 * written. A file built to show the two different directories (bytes prepended, an end record in a comment,
 * zip64 markers) could pass a harmless one to this check and a bomb to JSZip, so only a zip laid out plainly
 * is read: one end record, at the very end, right after its directory (what Excel, WPS and LibreOffice write).
 */
function plainlyLaidOut(bytes: Buffer): boolean {
  const at = bytes.lastIndexOf(END_OF_DIRECTORY);
  if (at < 0 || at + END_OF_DIRECTORY_SIZE > bytes.length) return false;
  if (at + END_OF_DIRECTORY_SIZE + bytes.readUInt16LE(at + 20) !== bytes.length) return false;
  // Disk numbers, entry counts, directory size and offset: a field at its maximum means zip64, which no 5 MB workbook needs.
  const fields = [4, 6, 8, 10].map((offset) => bytes.readUInt16LE(at + offset) === 0xffff);
  const size = bytes.readUInt32LE(at + 12);
  const offset = bytes.readUInt32LE(at + 16);
  if (fields.some(Boolean) || size === 0xffffffff || offset === 0xffffffff) return false;
  return offset + size === at;
}

function openZip(bytes: Buffer): Promise<ZipFile | undefined> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: false }, (error, zip) => resolve(error ? undefined : zip));
  });
}

/** The zip's entries as its central directory lists them, or undefined when the directory is broken. */
function listEntries(zip: ZipFile): Promise<Entry[] | undefined> {
  return new Promise((resolve) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => resolve(undefined));
    zip.readEntry();
  });
}

/** What inflating an entry showed: its size as declared, more than declared (stopped there), or unreadable. */
type Inflated = 'as-declared' | 'larger' | 'unreadable';

/** Inflates an entry into nothing, counting, and stops as soon as it yields more bytes than it declared. */
async function inflateEntry(zip: ZipFile, entry: Entry): Promise<Inflated> {
  const stream = await new Promise<NodeJS.ReadableStream | undefined>((resolve) => {
    zip.openReadStream(entry, (error, opened) => resolve(error ? undefined : opened));
  });
  if (!stream) return 'unreadable';
  let count = 0;
  let larger = false;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      count += chunk.length;
      larger = count > entry.uncompressedSize;
      done(larger ? new Error('inflates past its declared size') : null);
    },
  });
  return pipeline(stream, counter).then(
    () => (count === entry.uncompressedSize ? 'as-declared' : 'unreadable'),
    () => (larger ? 'larger' : 'unreadable'),
  );
}

/**
 * Whether `bytes` are a workbook it is safe to hand to exceljs, before it inflates anything: a plainly laid-out
 * zip with the parts of an .xlsx whose parts declare at most WORKBOOK_MAX_INFLATED_BYTES together. The declared sizes are
 * then held to: each part is inflated into nothing, and one that yields more than it declared is stopped
 * there and refused (exceljs's JSZip would only notice once it had inflated all of it).
 */
export async function checkWorkbookZip(bytes: Buffer): Promise<WorkbookZipVerdict> {
  if (!plainlyLaidOut(bytes)) return 'not-workbook';
  const zip = await openZip(bytes);
  if (!zip) return 'not-workbook';
  if (zip.entryCount > WORKBOOK_MAX_ENTRIES) return 'too-big';
  const entries = await listEntries(zip);
  if (!entries) return 'not-workbook';
  const names = new Set(entries.map((entry) => entry.fileName));
  if (!REQUIRED_PARTS.every((part) => names.has(part))) return 'not-workbook';
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > WORKBOOK_MAX_INFLATED_BYTES) return 'too-big';
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue;
    const inflated = await inflateEntry(zip, entry);
    if (inflated === 'larger') return 'too-big';
    // Broken data, an unknown compression method or a password: no workbook exceljs could read either.
    if (inflated === 'unreadable') return 'not-workbook';
  }
  return 'ok';
}
