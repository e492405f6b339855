import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { messages } from '@/i18n/console/messages';
import { chooseConsoleLanguage } from '@/i18n/console/language';
import { isLanguage } from '@/i18n/language';
import { useConfirmLeave } from '@/components/form/use-leave-guard';

/**
 * The console header's language switch: names the other language in that language ("العربية"
 * on English screens, "English" on Arabic ones), and keeps the choice for this staff member.
 * Every screen starts afresh in the new language, so a form with unsaved changes asks first.
 */
export function ConsoleLanguageSwitch({ userId }: { userId: string }) {
  const [busy, setBusy] = useState(false);
  const confirmLeave = useConfirmLeave();
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
      onClick={() => confirmLeave(() => void change())}
    >
      {shell.otherLanguageName}
    </Button>
  );
}
