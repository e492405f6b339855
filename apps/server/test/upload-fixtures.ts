import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ZPresignResponse } from '@souq/contract/uploads';
import { type TestContext } from './helper';

/** Asks for one upload address and answers it with the path+query to PUT to. */
export async function presignUpload(t: TestContext, token: string, contentType: string, fileName = 'photo.png') {
  const response = await t.as(token).post('/api/uploads/getPreSignedURLForUploadObject', { fileNames: [fileName], contentType, flocation: 'posts' });
  if (response.statusCode !== 200) throw new Error(`presign failed: ${response.body}`);
  const [entry] = ZPresignResponse.parse(response.json()).preSignedUrls;
  if (!entry) throw new Error('no presigned url');
  const url = new URL(entry.url);
  return { ...entry, target: `${url.pathname}${url.search}` };
}

export function putUpload(t: TestContext, target: string, payload: Buffer, contentType = 'application/octet-stream') {
  return t.app.inject({ method: 'PUT', url: target, headers: { 'content-type': contentType }, payload });
}

/** A PNG of random pixels: it does not compress, so its size is about width x height x 3. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A JPEG as a phone writes it: sideways with an orientation tag, and GPS where it was taken. */
export function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 32, channels: 3, background: '#e8590c' } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'SouqTestPhone', Model: 'Serial-12345' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 22/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '47/1 58/1 40/1' },
    })
    .jpeg()
    .toBuffer();
}

/** The tag numbers of an EXIF block's first directory (0x8825 points at the GPS directory). */
export function exifIfd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const first = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  return Array.from({ length: u16(first) }, (_, i) => u16(first + 2 + i * 12));
}
export const GPS_IFD_TAG = 0x8825;

/** An ISO BMFF box: its size, its four-letter type, its payload. */
export function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/** A minimal MP4: `ftyp` (what sniffers read), a `moov` index and an `mdat` box of the given size. */
export function mp4(payloadBytes: number): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2', 'latin1'));
  const moov = box('moov', box('mvhd', Buffer.alloc(100)));
  return Buffer.concat([ftyp, moov, box('mdat', crypto.randomBytes(payloadBytes))]);
}

/** Every file (not folder) under a directory, relative to it. */
export function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}
