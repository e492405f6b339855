import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLanguage, setLanguage } from '@/i18n/i18n';

/**
 * Switches between Arabic and English; it names the other language in that language
 * ("العربية" on English screens, "English" on Arabic ones), as people look for their own.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const target = t('languageSwitch.language');
  const change = async () => {
    if (!isLanguage(target)) return;
    setBusy(true);
    try {
      await setLanguage(target);
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
      title={t('languageSwitch.title')}
      loading={busy}
      onClick={() => void change()}
    >
      {t('languageSwitch.name')}
    </Button>
  );
}
