import type { Language } from '@/i18n/language';
import { memberRequest } from './api';
import { getMemberSession } from './session';

/** updateMyAccountRoute, as the shell calls it: zod is not loaded on the first screen. */
export const LANGUAGE_ADDRESS = { method: 'PATCH', path: '/api/v1/me', access: ['user'], sendsBody: true } as const;

/**
 * Tells the server the language the member just chose, so that their pushes and e-mails follow
 * the app's. Best effort: the switch never waits for it, and a failure (offline, throttled) leaves
 * the previous language, which the next switch corrects.
 */
export function rememberLanguage(language: Language): void {
  if (!getMemberSession()) return;
  memberRequest(LANGUAGE_ADDRESS, { language }, (json) => ({ success: true, data: json })).catch(() => undefined);
}
