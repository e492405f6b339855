import { cliMessages } from '@souq/contract/messages-cli';
import { fillTemplate } from '@souq/contract/fill-template';

/** A backup or restore that will not go ahead; the message says why and what to do instead. */
export class BackupRefusal extends Error {
  constructor(key: keyof typeof cliMessages.backup, values: Record<string, string | number> = {}) {
    super(fillTemplate(cliMessages.backup[key], values));
    this.name = 'BackupRefusal';
  }
}
