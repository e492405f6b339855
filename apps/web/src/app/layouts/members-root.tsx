import { useEffect } from 'react';
import { Box, Button, DirectionProvider } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { Outlet, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applyDocumentLanguage, currentLanguage, directionOf, isLanguage } from '@/i18n/i18n';
import { membersI18nLoader } from '@/i18n/members/members';
import { useServerText } from '@/i18n/members/server-text';
import { MembersState } from '@/components/members/members-state';
import { MessageTranslationContext } from '@/lib/message-translation';
import { watchMemberTabs } from '@/lib/members/session';
import { registerServiceWorker } from '@/lib/members/service-worker';
import { setCloseLabel } from '@/app/theme';

/**
 * /app's loader: the members' screens render once the device's language has its texts, with
 * `<html lang dir>` already set, so an Arabic reader never sees a left-to-right flash.
 */
export async function membersRootLoader(): Promise<null> {
  await membersI18nLoader();
  applyDocumentLanguage(currentLanguage());
  return null;
}

/**
 * Around every screen of the members' web app: the reader's language and direction (Mantine
 * mirrors its layout from `<html dir>` and the DirectionProvider), translated catalog texts
 * for shared components, the member's login kept in step across tabs, and the offline shell.
 */
export function MembersRoot() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const translate = useServerText();

  useEffect(() => applyDocumentLanguage(language), [language]);
  // The landing page and the console are English, left to right.
  useEffect(() => () => applyDocumentLanguage('en'), []);
  useEffect(() => watchMemberTabs(), []);
  useEffect(() => registerServiceWorker(), []);
  // Dialogs' and notifications' close buttons say "إغلاق" in Arabic, from the members' catalog.
  useEffect(() => {
    setCloseLabel(() => i18n.t('common.close'));
    return () => setCloseLabel(null);
  }, [i18n]);

  return (
    <DirectionProvider initialDirection={directionOf(language)}>
      <MessageTranslationContext value={translate}>
        <Outlet />
      </MessageTranslationContext>
    </DirectionProvider>
  );
}

/** The members' error boundary: a screen's code that did not arrive (offline), or a fault. */
export function MembersErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const offline = !navigator.onLine;
  return (
    <Box component="main" mih="100vh" bg="gray.0" p="md">
      <div role="alert">
        <MembersState
          icon={offline ? <IconWifiOff size={28} aria-hidden /> : <IconRefresh size={28} aria-hidden />}
          title={offline ? t('offline.title') : t('loadFailed.title')}
          text={offline ? t('offline.text') : t('loadFailed.text')}
        >
          <Button variant="light" leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
        </MembersState>
      </div>
    </Box>
  );
}
