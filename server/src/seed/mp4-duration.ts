/**
 * Running time of an MP4 file in seconds, read from its movie header box (moov/mvhd): what a player
 * shows as the video's duration.
 */
export function mp4DurationSeconds(file: Buffer): number {
  const find = (type: string, start: number, end: number): { start: number; end: number } | null => {
    let at = start;
    while (at + 8 <= end) {
      let size = file.readUInt32BE(at);
      let header = 8;
      if (size === 1) {
        size = Number(file.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header) return null;
      if (file.toString('latin1', at + 4, at + 8) === type) return { start: at + header, end: at + size };
      at += size;
    }
    return null;
  };
  const moov = find('moov', 0, file.length);
  const mvhd = moov && find('mvhd', moov.start, moov.end);
  if (!mvhd) throw new Error('not an MP4 file (no moov/mvhd box)');
  const version = file.readUInt8(mvhd.start);
  // version 1: 64-bit times; version 0: 32-bit. timescale then duration follow creation/modification times.
  const timescale = version === 1 ? file.readUInt32BE(mvhd.start + 20) : file.readUInt32BE(mvhd.start + 12);
  const duration = version === 1 ? Number(file.readBigUInt64BE(mvhd.start + 24)) : file.readUInt32BE(mvhd.start + 16);
  return duration / timescale;
}
