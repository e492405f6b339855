import { messages } from '@/i18n/console/messages';
import { chooseConsoleLanguage } from '@/i18n/console/language';
import { useConfirmLeave } from '@/components/form/use-leave-guard';
import { LanguageSwitchButton } from '../language-switch-button';

/**
 * The console header's language switch; keeps the choice for this staff member. Every screen
 * starts afresh in the new language, so a form with unsaved changes asks first.
 */
export function ConsoleLanguageSwitch({ userId }: { userId: string }) {
  const confirmLeave = useConfirmLeave();
  const shell = messages.console.shell;
  return (
    <LanguageSwitchButton
      target={shell.otherLanguage}
      name={shell.otherLanguageName}
      title={shell.languageTitle}
      size="compact-sm"
      onChoose={(language) => chooseConsoleLanguage(language, userId)}
      guard={confirmLeave}
    />
  );
}
