import type { messages } from '@souq/contract/messages';
import type { ArabicCatalog } from '../catalog';

/**
 * The server's texts: packages/contract's `messages` but the console's labels and the public
 * pages', which only the web app shows. The API answers with these, in English, and the forms'
 * zod schemas (shared with the server) carry the same texts.
 */
export type ServerTexts = Omit<typeof messages, 'console' | 'publicWeb'>;

/** What server/ar.ts must hold: every server text, so a missing key fails the type check. */
export type ServerCatalog = ArabicCatalog<ServerTexts>;
