import fs from 'node:fs';
import path from 'node:path';

export interface OutboxText {
  to: string;
  from: string;
  body: string;
}

/** The text messages the server wrote to DATA_DIR/sms-outbox (no SMS_URL), oldest first. */
export function textsIn(dataDir: string): OutboxText[] {
  const dir = path.join(dataDir, 'sms-outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxText);
}
