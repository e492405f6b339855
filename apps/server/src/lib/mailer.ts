import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'file';
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  /** Where messages go when there is no SMTP server: one .eml file each. */
  outboxDir: string;
  log: (message: string, details: Record<string, unknown>) => void;
}

/**
 * SMTP when configured; otherwise each message is written to DATA_DIR/outbox as an .eml file,
 * so flows that e-mail (password reset) work on the embedded default and can be tested.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, textEncoding: 'quoted-printable', ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(mail) {
      // Quoted-printable even for Arabic (nodemailer would pick base64): links stay readable in the file.
      const info = await transport.sendMail({ from: options.from, textEncoding: 'quoted-printable', ...mail });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.log('mail written to the outbox (no SMTP_URL)', { file, subject: mail.subject });
    },
  };
}
