import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { messages } from '@/i18n/console/messages';
import { showConsoleIn } from '@/i18n/console/language';
import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@/i18n/language';

/**
 * A visitor's choice (the public pages read the console's texts): kept as this device's choice,
 * the one the members' app and the console's login page start from too, and shown.
 */
async function chooseDeviceLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage unavailable: the choice lasts until the tab closes
  }
  await showConsoleIn(language);
}

/**
 * The public pages' language switch: names the other language in that language ("العربية" on
 * English pages, "English" on Arabic ones) and keeps the choice on this device.
 */
export function PublicLanguageSwitch() {
  const [busy, setBusy] = useState(false);
  const target = messages.console.shell.otherLanguage;
  const change = async () => {
    if (!isLanguage(target)) return;
    setBusy(true);
    try {
      await chooseDeviceLanguage(target);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="subtle"
      size="compact-md"
      leftSection={<IconLanguage size={18} aria-hidden />}
      lang={target}
      title={messages.publicWeb.languageTitle}
      loading={busy}
      onClick={() => void change()}
    >
      {messages.console.shell.otherLanguageName}
    </Button>
  );
}
