import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { uploads } from '../../db/schema/content';
import { createTestContext, errorOf, type TestContext, listenOnLoopback } from '../../../test/helper';
import { box, filesUnder, mp4, presignUpload, putUpload } from '../../../test/upload-fixtures';

const m = messages.upload;
const sampleMp4 = fs.readFileSync(path.resolve(import.meta.dirname, '../../../assets/demo/sample.mp4'));

/** What a raw socket got back before the server closed it, or before `waitMs` ran out. */
interface RawExchange {
  answer: string;
  closedByServer: boolean;
  elapsedMs: number;
}

/**
 * Sends request headers (and, if given, body bytes one at a time every `trickleMs`) over a plain
 * socket, as an attacker would, and reports what came back and whether the server hung up.
 */
function rawPut(origin: string, target: string, headers: Record<string, string | number>, options: { trickle?: Buffer; trickleMs?: number; waitMs: number }) {
  const { port } = new URL(origin);
  return new Promise<RawExchange>((resolve) => {
    const started = Date.now();
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedByServer: boolean) => {
      clearInterval(timer);
      clearTimeout(deadline);
      socket.destroy();
      resolve({ answer, closedByServer, elapsedMs: Date.now() - started });
    };
    const deadline = setTimeout(() => finish(false), options.waitMs);
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => {
      const lines = [`PUT ${target} HTTP/1.1`, 'Host: 127.0.0.1', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      let sent = 0;
      if (options.trickle) {
        timer = setInterval(() => {
          if (sent < options.trickle!.length) socket.write(options.trickle!.subarray(sent, (sent += 1)));
        }, options.trickleMs ?? 100);
      }
    });
  });
}

let t: TestContext;
let token: string;
let origin: string;
beforeAll(async () => {
  t = await createTestContext({ REQUEST_TIMEOUT_MS: '1000', UPLOAD_MAX_VIDEO_MB: '1' });
  token = (await t.userWithToken('dataentry')).token;
  origin = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const recorded = (key: string) => t.db.select().from(uploads).where(eq(uploads.key, key));

describe('an upload address is judged before its body is read', () => {
  it('refuses a wrong signature with 403 and hangs up without waiting for the announced body', async () => {
    const entry = await presignUpload(t, token, 'image/png');
    const forged = entry.target.replace(/signature=[^&]+/, 'signature=AAAA').replace('contentType=image%2Fpng', 'contentType=video%2Fmp4');
    const exchange = await rawPut(origin, forged, { 'content-type': 'video/mp4', 'content-length': 99 * 1024 * 1024 }, { waitMs: 3000 });
    expect(exchange.answer).toMatch(/^HTTP\/1\.1 403/);
    expect(exchange.answer).toContain(m.signatureInvalid);
    expect(exchange.answer.toLowerCase()).toContain('connection: close');
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.elapsedMs).toBeLessThan(2000);
  });

  it('refuses an expired link and a link used before, without reading the body', async () => {
    const entry = await presignUpload(t, token, 'video/mp4');
    expect((await putUpload(t, entry.target, mp4(64))).statusCode).toBe(200);
    const again = await rawPut(origin, entry.target, { 'content-type': 'video/mp4', 'content-length': 512 * 1024 }, { waitMs: 3000 });
    expect(again.answer).toMatch(/^HTTP\/1\.1 409/);
    expect(again.closedByServer).toBe(true);
    const expired = entry.target.replace(/expires=\d+/, 'expires=1000');
    expect((await rawPut(origin, expired, { 'content-length': 10 }, { waitMs: 3000 })).answer).toMatch(/^HTTP\/1\.1 403/);
  });

  it('closes a connection that trickles its body, once the request timeout has passed', async () => {
    const entry = await presignUpload(t, token, 'video/mp4');
    const exchange = await rawPut(
      origin,
      entry.target,
      { 'content-type': 'video/mp4', 'content-length': 4096 },
      {
        trickle: mp4(4000),
        trickleMs: 100,
        waitMs: 8000,
      },
    );
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.elapsedMs).toBeLessThan(4000);
    // The half-written temporary file goes as the server notices the cut.
    await vi.waitFor(() => {
      expect(filesUnder(path.join(t.config.dataDir, 'uploads')).filter((name) => name.includes(path.basename(entry.key)))).toEqual([]);
    });
    expect(await recorded(entry.key)).toEqual([]);
  });

  it('streams a video to disk and stops it at the limit without keeping any of it (chunked, no length)', async () => {
    const entry = await presignUpload(t, token, 'video/mp4');
    const big = mp4(1024 * 1024 + 1);
    const response = await fetch(`${origin}${entry.target}`, {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4' },
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < big.length; at += 64 * 1024) controller.enqueue(big.subarray(at, at + 64 * 1024));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await recorded(entry.key)).toEqual([]);
    expect(filesUnder(path.join(t.config.dataDir, 'uploads')).filter((name) => name.includes(path.basename(entry.key)))).toEqual([]);
  });
});

/** A minimal WebM: the EBML header (DocType `webm`) and an empty Segment. */
function webm(docType = 'webm'): Buffer {
  const text = Buffer.from(docType, 'latin1');
  const docTypeElement = Buffer.concat([Buffer.from([0x42, 0x82, 0x80 | text.length]), text]);
  const header = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docTypeElement.length]), docTypeElement]);
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([header, segment, Buffer.alloc(64)]);
}

describe('videos are checked by their container structure', () => {
  async function send(contentType: string, bytes: Buffer) {
    const entry = await presignUpload(t, token, contentType);
    const response = await putUpload(t, entry.target, bytes);
    return { entry, response };
  }

  it('keeps a real MP4 byte for byte', async () => {
    const { entry, response } = await send('video/mp4', sampleMp4);
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ url: entry.path });
    expect(served.rawPayload.equals(sampleMp4)).toBe(true);
  });

  it.each([
    ['cut off in the middle', () => sampleMp4.subarray(0, sampleMp4.length - 1000)],
    ['an ftyp and then anything', () => Buffer.concat([sampleMp4.subarray(0, 32), Buffer.alloc(4000, 0x41)])],
    ['no moov index', () => Buffer.concat([box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2', 'latin1')), box('mdat', Buffer.alloc(512, 7))])],
    ['a box claiming more bytes than the file has', () => Buffer.concat([mp4(64), Buffer.from([0, 0, 0x10, 0, 0x66, 0x72, 0x65, 0x65])])],
    ['a box of impossible size', () => Buffer.concat([mp4(64), Buffer.from([0, 0, 0, 4, 0x66, 0x72, 0x65, 0x65])])],
  ])('refuses an MP4 that passes the sniffer but is %s, keeping nothing', async (_, bytes) => {
    const { entry, response } = await send('video/mp4', bytes());
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(m.videoMalformed);
    expect(await recorded(entry.key)).toEqual([]);
  });

  it('accepts a WebM with its EBML header and Segment, and refuses one without the Segment', async () => {
    expect((await send('video/webm', webm())).response.statusCode).toBe(200);
    const broken = webm().subarray(0, 12);
    const refused = await send('video/webm', Buffer.concat([broken, Buffer.alloc(64, 0x41)]));
    expect(refused.response.statusCode).toBe(400);
  });

  it('accepts a QuickTime movie by the same box rules', async () => {
    const mov = Buffer.concat([
      box('ftyp', Buffer.from('qt  \0\0\x02\0qt  ', 'latin1')),
      box('moov', box('mvhd', Buffer.alloc(100))),
      box('mdat', Buffer.alloc(256, 3)),
    ]);
    expect((await send('video/quicktime', mov)).response.statusCode).toBe(200);
  });
});
