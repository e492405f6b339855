import { useEffect } from 'react';
import { DirectionProvider } from '@mantine/core';
import { Outlet } from 'react-router';
import { directionOf } from '@/i18n/language';
import { leaveConsoleLanguage, showConsoleIn, staffLanguage, useConsoleLanguage } from '@/i18n/console/language';
import { translateConsoleText } from '@/i18n/console/view';
import { MessageTranslationContext } from '@/lib/message-translation';
import { getSession, useSession } from '@/lib/console/session';
import './console-root.css';

/**
 * #/rm-admin's loader: the console renders once its language's texts are here (the signed-in
 * staff member's choice, else this device's), with `<html lang dir>` already set, so an Arabic
 * reader never sees English or a left-to-right flash.
 */
export async function consoleRootLoader(): Promise<null> {
  await showConsoleIn(staffLanguage(getSession()?._id));
  return null;
}

/**
 * Around the whole console, login page included: its language and direction. A change of
 * language (the header's switch, or another staff member logging in) renders every screen
 * afresh, so no text read before the change stays on screen.
 */
export function ConsoleRoot() {
  const language = useConsoleLanguage();
  const userId = useSession()?._id;

  // Whose choice applies follows the login: a staff member's own on logging in, the device's after.
  useEffect(() => {
    void showConsoleIn(staffLanguage(userId));
  }, [userId]);

  useEffect(() => {
    const root = document.documentElement;
    // Scopes console-root.css (the members' app mirrors its icons itself).
    root.dataset.audience = 'console';
    return () => {
      delete root.dataset.audience;
      // The members' app has set its own language already; the public pages set the device's
      // (public-root.tsx) once this cleanup has run, so the staff member's choice does not stay.
      if (window.location.hash.startsWith('#/app')) leaveConsoleLanguage();
    };
  }, []);

  return (
    <DirectionProvider key={language} initialDirection={directionOf(language)} detectDirection={false}>
      <MessageTranslationContext value={translateConsoleText}>
        <Outlet />
      </MessageTranslationContext>
    </DirectionProvider>
  );
}
