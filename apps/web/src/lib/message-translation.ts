import { createContext, use } from 'react';

/**
 * Shows a catalog text (a message from the contract's schemas or the server) in the reader's
 * language. Shared components (the form kit's field errors) read it; an app that speaks more
 * than English provides one (the members' app: i18n/members/server-text.ts), else texts stay as written.
 */
export const MessageTranslationContext = createContext<(text: string) => string>((text) => text);

export function useMessageTranslation(): (text: string) => string {
  return use(MessageTranslationContext);
}
