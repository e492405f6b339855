import { messages } from '@/i18n/console/messages';
import { showConsoleIn } from '@/i18n/console/language';
import { LANGUAGE_STORAGE_KEY, type Language } from '@/i18n/language';
import { LanguageSwitchButton } from '@/components/language-switch-button';

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

/** The public pages' language switch; keeps the choice on this device. */
export function PublicLanguageSwitch() {
  const shell = messages.console.shell;
  return (
    <LanguageSwitchButton
      target={shell.otherLanguage}
      name={shell.otherLanguageName}
      title={messages.publicWeb.languageTitle}
      onChoose={chooseDeviceLanguage}
    />
  );
}
