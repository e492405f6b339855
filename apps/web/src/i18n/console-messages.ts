/**
 * The console's texts. Every console screen reads its strings from here rather than from
 * `@souq/contract/messages` directly, so that the console can be shown in another language
 * without touching the screens (issue 20).
 */
export { messages } from '@souq/contract/messages';
