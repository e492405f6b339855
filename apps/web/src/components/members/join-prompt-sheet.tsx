import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { memberPaths } from '@/lib/members/paths';
import { visitorsTextsLoader } from '@/i18n/members/visitors';
import { rememberReturnTo, type JoinReason } from '@/lib/members/visitors';
import { PhoneSheet } from './phone-sheet';

/** Loads the prompt's texts (for join-prompt.tsx, before the sheet or the panel first renders). */
export const loadTexts = visitorsTextsLoader;

/** Join and Log in, each remembering where the visitor is so they come back here afterwards. */
function JoinButtons({ onChoose }: { onChoose?: () => void }) {
  const { t } = useTranslation('visitors');
  const { pathname, search } = useLocation();
  const choose = () => {
    rememberReturnTo(`${pathname}${search}`);
    onChoose?.();
  };
  return (
    <Stack gap="xs">
      <Button component={Link} to={memberPaths.register} onClick={choose} size="md" leftSection={<IconUserPlus size={20} aria-hidden />}>
        {t('join')}
      </Button>
      <Button component={Link} to={memberPaths.login} onClick={choose} size="md" variant="light" leftSection={<IconLogin2 size={20} aria-hidden />}>
        {t('login')}
      </Button>
    </Stack>
  );
}

/** The join prompt as a sheet (join-prompt.tsx opens it). */
export function JoinPromptSheet({ reason, onClose }: { reason: JoinReason; onClose: () => void }) {
  const { t } = useTranslation('visitors');
  return (
    <PhoneSheet title={t(`reasons.${reason}`)} closeLabel={t('close')} onClose={onClose} testId="join-prompt">
      <Text>{t('text')}</Text>
      <JoinButtons onChoose={onClose} />
    </PhoneSheet>
  );
}

/** The join prompt in place of a personal screen (join-prompt.tsx draws it). */
export function JoinPromptPanel({ reason }: { reason: JoinReason }) {
  const { t } = useTranslation('visitors');
  return (
    <Stack gap="md" maw={420} mx="auto" py="xl" ta="center" data-testid="join-panel">
      <IconUserPlus size={48} aria-hidden style={{ margin: '0 auto', color: 'var(--mantine-color-teal-7)' }} />
      <Title order={1} size="h3">
        {t(`reasons.${reason}`)}
      </Title>
      <Text>{t('text')}</Text>
      <JoinButtons />
    </Stack>
  );
}
