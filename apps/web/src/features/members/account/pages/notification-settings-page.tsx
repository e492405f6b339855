import { useState } from 'react';
import { Anchor, Center, Group, Loader, Paper, Stack, Switch, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_KINDS, CHANNEL_RULES, NOTIFICATION_CHANNELS, type ActivityKind, type NotificationChannel } from '@souq/contract/members-activity-kinds';
import { FormFailure } from '@/components/members/form-failure';
import { LoadError } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { notificationSettingsQuery, useUpdateNotificationSettings } from '../notification-settings-api';
import { WebPushSwitch } from '../components/web-push-switch';

/**
 * #/app/profile/notifications: each kind of activity (follows, likes, comments, staff decisions)
 * on or off per channel. A switch saves at once. Only the member's choices are switches: staff
 * decisions read Always where they cannot be turned off, and a channel that never carries a kind
 * shows a dash, not a switch that would do nothing.
 */
export function NotificationSettingsPage() {
  const { t, i18n } = useTranslation('account');
  const Back = i18n.dir(i18n.language) === 'rtl' ? IconArrowRight : IconArrowLeft;
  const settings = useQuery(notificationSettingsQuery());
  const update = useUpdateNotificationSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [announced, setAnnounced] = useState('');

  const change = (kind: ActivityKind, channel: NotificationChannel, on: boolean) => {
    setFailure(null);
    update.mutate(
      { settings: { [kind]: { [channel]: on } } },
      { onSuccess: () => setAnnounced(t('notificationSettings.saved')), onError: (error) => setFailure(errorText(error)) },
    );
  };

  return (
    <Stack gap="md" maw={720} mx="auto">
      <Anchor component={Link} to={memberPaths.profile} size="sm">
        <Group gap={4} wrap="nowrap" component="span">
          <Back size={16} aria-hidden />
          {t('notificationSettings.back')}
        </Group>
      </Anchor>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="notification-settings-title">
        <Title order={1} size="h3" id="notification-settings-title" mb="xs">
          {t('notificationSettings.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('notificationSettings.intro')}
        </Text>
        <VisuallyHidden role="status">{announced}</VisuallyHidden>
        <FormFailure text={failure} withIcon />
        {settings.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('notificationSettings.title')} />
          </Center>
        ) : settings.isError ? (
          <LoadError error={errorText(settings.error)} onRetry={() => void settings.refetch()} />
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="sm" aria-labelledby="notification-settings-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <VisuallyHidden>{t('notificationSettings.title')}</VisuallyHidden>
                  </Table.Th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <Table.Th key={channel} ta="center">
                      {t(`notificationSettings.channels.${channel}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ACTIVITY_KINDS.map((kind) => (
                  <Table.Tr key={kind}>
                    <Table.Th scope="row" fw={500}>
                      {t(`notificationSettings.kinds.${kind}`)}
                    </Table.Th>
                    {NOTIFICATION_CHANNELS.map((channel) => {
                      const rule = CHANNEL_RULES[kind][channel];
                      return (
                        <Table.Td key={channel}>
                          <Center>
                            {rule === 'always' ? (
                              // A disabled switch reads as "off": the words say it cannot be.
                              <Text size="sm" fw={600} c="teal.9">
                                {t('notificationSettings.always')}
                              </Text>
                            ) : rule === 'never' ? (
                              <Text size="sm" c="dimmed">
                                <span aria-hidden>—</span>
                                <VisuallyHidden>{t('notificationSettings.never')}</VisuallyHidden>
                              </Text>
                            ) : (
                              <Switch
                                checked={settings.data.settings[kind][channel]}
                                disabled={update.isPending}
                                onChange={(event) => change(kind, channel, event.currentTarget.checked)}
                                aria-label={t('notificationSettings.toggle', {
                                  kind: t(`notificationSettings.kinds.${kind}`),
                                  channel: t(`notificationSettings.channels.${channel}`),
                                })}
                              />
                            )}
                          </Center>
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <WebPushSwitch />
    </Stack>
  );
}
