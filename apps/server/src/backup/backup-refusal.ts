import { messages } from '@souq/contract/messages';
import { fillTemplate } from '../lib/fill-template';

/** A backup or restore that will not go ahead; the message says why and what to do instead. */
export class BackupRefusal extends Error {
  constructor(key: keyof typeof messages.backup, values: Record<string, string | number> = {}) {
    super(fillTemplate(messages.backup[key], values));
    this.name = 'BackupRefusal';
  }
}
