import { useEffect, useState, type ReactNode } from 'react';
import { DirectionProvider } from '@mantine/core';
import { directionOf, storedLanguage } from '@/i18n/language';
import { consoleLanguage, showConsoleIn, useConsoleLanguage } from '@/i18n/console/language';
import { translateConsoleText } from '@/i18n/console/view';
import { MessageTranslationContext } from '@/lib/message-translation';

/**
 * The public pages' language and direction (landing page, shared post, password reset): the
 * choice kept on this device, else the browser's languages (`navigator.languages`, what it sends
 * as Accept-Language), else English, with `<html lang dir>` set. The pages read the console's
 * texts (`messages.publicWeb`), so the console's language store carries the visitor's language.
 * Nothing shows until that language's texts are here, so an Arabic visitor never sees an English
 * or left-to-right flash; an English one waits for nothing. Here rather than in a layout route
 * of the router: the entry chunk, which every first visit downloads, stays as it was.
 */
export function PublicLanguage({ children }: { children: ReactNode }) {
  const language = useConsoleLanguage();
  // Already in that language's texts (English at first, or back from another page): no wait.
  const [ready, setReady] = useState(() => consoleLanguage() === storedLanguage());

  useEffect(() => {
    // Arriving from the console too: the device's language, not the staff member's.
    void showConsoleIn(storedLanguage()).then(() => setReady(true));
  }, []);

  if (!ready) return null;
  return (
    <DirectionProvider key={language} initialDirection={directionOf(language)} detectDirection={false}>
      <MessageTranslationContext value={translateConsoleText}>{children}</MessageTranslationContext>
    </DirectionProvider>
  );
}
