import type { FileHandle } from 'node:fs/promises';

/**
 * Whether a stored video is the container it claims to be, read from its structure rather than
 * from its first bytes alone (a sniffer reads 12 bytes; anything may follow them).
 *
 * Hand-written because the checks are small and the libraries that parse these containers
 * (mp4box, ebml readers) are whole demuxers, far larger than what is checked here:
 * - MP4 and QuickTime (ISO BMFF): the top-level boxes tile the file exactly, each with a known
 *   size; the first is `ftyp`, and a `moov` (the index a player needs) and an `mdat` are present.
 * - WebM (Matroska): an EBML header whose DocType is `webm`, followed by a Segment element.
 */
export type VideoContentType = 'video/mp4' | 'video/quicktime' | 'video/webm';

/** How many top-level boxes a real file has at most (ftyp, moov, mdat, free, udta, moof...). */
const MAX_TOP_LEVEL_BOXES = 10_000;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

const BOX_TYPE = /^[\x20-\x7e]{4}$/;

async function isIsoBmff(file: FileHandle, size: number): Promise<boolean> {
  const seen = new Set<string>();
  let position = 0;
  for (let count = 0; position < size; count += 1) {
    if (count >= MAX_TOP_LEVEL_BOXES) return false;
    const header = await readAt(file, position, 16);
    if (header.length < 8) return false;
    let boxSize = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    if (!BOX_TYPE.test(type)) return false;
    if (count === 0 && type !== 'ftyp') return false;
    if (boxSize === 1) {
      if (header.length < 16) return false;
      const large = header.readBigUInt64BE(8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return false;
      boxSize = Number(large);
      if (boxSize < 16) return false;
    } else if (boxSize === 0) {
      boxSize = size - position; // "to the end of the file": only the last box may say so
    } else if (boxSize < 8) {
      return false;
    }
    if (position + boxSize > size) return false;
    seen.add(type);
    position += boxSize;
  }
  return position === size && seen.has('moov') && seen.has('mdat');
}

/** An EBML variable-length integer at `at`: its length in bytes and its value. */
function readVint(bytes: Buffer, at: number, keepMarker: boolean): { length: number; value: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // leading zero bits of the byte, plus one
  if (at + length > bytes.length || length > 8) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + bytes[at + i]!;
  return { length, value };
}

const EBML_HEADER_ID = 0x1a45dfa3;
const DOCTYPE_ID = 0x4282;
const SEGMENT_ID = 0x18538067;

async function isWebm(file: FileHandle, size: number): Promise<boolean> {
  const head = await readAt(file, 0, Math.min(size, 4096));
  const id = readVint(head, 0, true);
  if (!id || id.value !== EBML_HEADER_ID) return false;
  const headerSize = readVint(head, id.length, false);
  if (!headerSize) return false;
  const bodyStart = id.length + headerSize.length;
  const bodyEnd = bodyStart + headerSize.value;
  if (bodyEnd > head.length) return false;
  let docType: string | undefined;
  for (let at = bodyStart; at < bodyEnd;) {
    const childId = readVint(head, at, true);
    const childSize = childId && readVint(head, at + childId.length, false);
    if (!childId || !childSize) return false;
    const dataStart = at + childId.length + childSize.length;
    if (dataStart + childSize.value > bodyEnd) return false;
    if (childId.value === DOCTYPE_ID) docType = head.toString('latin1', dataStart, dataStart + childSize.value).replace(/\0+$/, '');
    at = dataStart + childSize.value;
  }
  if (docType !== 'webm') return false;
  const segment = readVint(head, bodyEnd, true);
  return segment?.value === SEGMENT_ID;
}

export async function hasVideoStructure(file: FileHandle, size: number, contentType: VideoContentType): Promise<boolean> {
  return contentType === 'video/webm' ? isWebm(file, size) : isIsoBmff(file, size);
}
