import type { ReactNode } from 'react';
import { Anchor, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { memberPaths } from '@/lib/members/paths';

/** A profile list's frame: Back to my profile, the title, then the list or its state. */
export function ListScreen({ title, loading, children }: { title: string; loading: boolean; children: ReactNode }) {
  const { t, i18n } = useTranslation('account');
  const Back = i18n.dir(i18n.language) === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Stack gap="md" maw={760} mx="auto">
      <Group>
        <Anchor component={Link} to={memberPaths.profile} size="sm">
          <Group gap={4} wrap="nowrap">
            <Back size={16} aria-hidden />
            {t('connections.back')}
          </Group>
        </Anchor>
      </Group>
      <Title order={1} size="h2">
        {title}
      </Title>
      {loading ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading', { ns: 'members' })} />
        </Center>
      ) : (
        children
      )}
    </Stack>
  );
}
