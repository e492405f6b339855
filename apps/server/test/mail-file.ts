import fs from 'node:fs';
import path from 'node:path';

/** A mail file from the outbox as a mail program shows it: headers unfolded and decoded, bodies decoded. */
export interface ReadMail {
  to: string;
  subject: string;
  /** Every text part (plain and HTML), decoded from quoted-printable to UTF-8. */
  body: string;
}

function bytesOfQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: Buffer[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Buffer.from([parseInt(hex, 16)]));
      i += 2;
    } else bytes.push(Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.concat(bytes);
}

/** RFC 2047 words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`); adjacent ones join before decoding, as a character may span two. */
function decodeHeader(value: string): string {
  const words = [...value.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)];
  if (words.length === 0) return value.trim();
  return Buffer.concat(
    words.map(([, kind, text = '']) => (kind!.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : bytesOfQuotedPrintable(text.replaceAll('_', ' ')))),
  ).toString('utf8');
}

export function readMailFile(file: string): ReadMail {
  const raw = fs.readFileSync(file, 'utf8');
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, headerEnd).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => decodeHeader(headers.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1] ?? '');
  return { to: header('To'), subject: header('Subject'), body: bytesOfQuotedPrintable(raw.slice(headerEnd)).toString('utf8') };
}

/** The outbox's mails to `address`, oldest first (their file names start with the time). */
export function mailsTo(outboxDir: string, address: string): ReadMail[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readMailFile(path.join(outboxDir, file)))
    .filter((mail) => mail.to.includes(address));
}
