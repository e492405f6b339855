import type { messages } from '@souq/contract/messages';
import type { ArabicCatalog } from '../catalog';

/** The console's texts: packages/contract's whole `messages` (the server's, the public pages', the console's own). */
export type ConsoleTexts = typeof messages;

/** What ar.ts must hold: every console text, so a missing key fails the type check. */
export type ConsoleCatalog = ArabicCatalog<ConsoleTexts>;
