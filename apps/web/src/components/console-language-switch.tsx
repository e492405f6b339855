import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { messages } from '@/i18n/console-messages';
import { chooseConsoleLanguage } from '@/i18n/console-language';
import { isLanguage } from '@/i18n/language';

/**
 * The console header's language switch: names the other language in that language ("العربية"
 * on English screens, "English" on Arabic ones), and keeps the choice for this staff member.
 */
export function ConsoleLanguageSwitch({ userId }: { userId: string }) {
  const [busy, setBusy] = useState(false);
  const shell = messages.console.shell;
  const target = shell.otherLanguage;
  const change = async () => {
    if (!isLanguage(target)) return;
    setBusy(true);
    try {
      await chooseConsoleLanguage(target, userId);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconLanguage size={18} aria-hidden />}
      lang={target}
      title={shell.languageTitle}
      loading={busy}
      onClick={() => void change()}
    >
      {shell.otherLanguageName}
    </Button>
  );
}
