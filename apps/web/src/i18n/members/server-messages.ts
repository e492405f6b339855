import { messages } from '@souq/contract/messages';

/**
 * The English side of the server's texts (server-text.ts), loaded with the Arabic catalog of the
 * `server` namespace and only then: in English the server's texts are shown as they came, and
 * this index of the contract's catalog would only weigh on the members' first screens.
 */

/** The sections of the catalog the members' API (and the forms' schemas) can answer with. */
export const serverMessages = {
  members: messages.members,
  generic: messages.generic,
  session: messages.session,
  login: messages.login,
  password: messages.password,
  upload: messages.upload,
  user: messages.user,
  post: messages.post,
  classified: messages.classified,
  region: messages.region,
  settings: messages.settings,
  support: messages.support,
  notification: messages.notification,
} as const;
export type ServerMessages = typeof serverMessages;

let keysByText: Map<string, string> | undefined;

function indexTexts(node: object, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      // The same English text under two keys reads the same: the first key stands for both.
      if (!into.has(value)) into.set(value, path);
    } else if (value && typeof value === 'object') {
      indexTexts(value as object, path, into);
    }
  }
  return into;
}

/** The catalog key of a text the server sent ('members.account.emailTaken'), if it is one of its texts. */
export function serverMessageKey(text: string): string | undefined {
  keysByText ??= indexTexts(serverMessages, '', new Map());
  return keysByText.get(text);
}
