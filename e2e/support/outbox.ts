import fs from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';

/** Where the server writes its mail in the tests (no SMTP): DATA_DIR/outbox, one .eml file a message. */
export const outboxDir = () => path.join(inject('dataDir'), 'outbox');

/** The outbox's mails, oldest first (their names start with the time they were written). */
export function outboxFiles(): string[] {
  return fs.existsSync(outboxDir())
    ? fs
        .readdirSync(outboxDir())
        .filter((file) => file.endsWith('.eml'))
        .sort()
    : [];
}

/** A mail's text, its quoted-printable soft line breaks and escapes undone so links read whole. */
export function readMail(file: string): string {
  return fs
    .readFileSync(path.join(outboxDir(), file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/gi, '=');
}

/** The text of the newest mail to `email`, if one was written. */
export function newestMailTo(email: string): string | undefined {
  for (const file of outboxFiles().reverse()) {
    const mail = readMail(file);
    if (mail.includes(email)) return mail;
  }
  return undefined;
}

/** The verification link (the members' app's address) in the newest mail to `email`, once it is written. */
export async function verificationLink(email: string): Promise<string> {
  const read = () => newestMailTo(email)?.match(/https?:\/\/[^\s"<>]+#\/app\/verify-email\?token=[A-Za-z0-9_%.-]+/)?.[0];
  await expect.poll(read, { timeout: 15_000 }).toBeTruthy();
  return read()!;
}
