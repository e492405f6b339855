import { useTranslation } from 'react-i18next';
import { setLanguage } from '@/i18n/i18n';
import { LanguageSwitchButton } from '../language-switch-button';

/** Switches the members' app between Arabic and English. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <LanguageSwitchButton target={t('languageSwitch.language')} name={t('languageSwitch.name')} title={t('languageSwitch.title')} onChoose={setLanguage} />
  );
}
