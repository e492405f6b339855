import { useTranslation } from 'react-i18next';
import { setLanguage, type Language } from '@/i18n/i18n';
import { rememberLanguage } from '@/lib/members/remember-language';
import { LanguageSwitchButton } from '../language-switch-button';

/** Switches the members' app between Arabic and English; a signed-in member's choice is kept on their account too. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <LanguageSwitchButton
      target={t('languageSwitch.language')}
      name={t('languageSwitch.name')}
      title={t('languageSwitch.title')}
      onChoose={(language: Language) => {
        rememberLanguage(language);
        return setLanguage(language);
      }}
    />
  );
}
