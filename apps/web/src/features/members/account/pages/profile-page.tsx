import { useState } from 'react';
import { Alert, Anchor, Avatar, Badge, Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconBellCog, IconSearch, IconCircleCheck, IconDeviceMobile, IconLogout, IconMailExclamation, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyAccount } from '@souq/contract/members-account';
import { useServerText } from '@/i18n/members/server-text';
import { LoadError } from '@/components/members/members-state';
import { SentenceWithEmail } from '@/components/members/sentence-with-email';
import { errorText } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { memberPaths } from '@/lib/members/paths';
import { logoutMember } from '@/lib/members/api';
import { avatarImageProps } from '@/lib/photo';
import { safeMediaUrl } from '@/lib/safe-url';
import { myAccountQuery } from '@/lib/members/my-account';
import { useDeleteMyAccount, useResendVerification } from '../api';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { ProfileForm } from '../components/profile-form';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function VerifyNotice({ account }: { account: MyAccount }) {
  const { t } = useTranslation();
  const translate = useServerText();
  const resend = useResendVerification();
  const answer = resend.data ? (
    resend.data.emailVerified ? (
      t('profile.alreadyVerified')
    ) : (
      <SentenceWithEmail i18nKey="profile.resent" email={account.email} />
    )
  ) : null;
  return (
    <Alert color="orange" variant="light" icon={<IconMailExclamation size={20} aria-hidden />} title={t('profile.unverifiedTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <SentenceWithEmail i18nKey="profile.unverifiedText" email={account.email} />
        </Text>
        {answer && (
          <Text size="sm" fw={600} role="status">
            {answer}
          </Text>
        )}
        {resend.error && (
          <Text size="sm" c="red.8" role="alert">
            {translate(errorText(resend.error))}
          </Text>
        )}
        <Button size="compact-sm" variant="light" color="orange" loading={resend.isPending} onClick={() => resend.mutate()}>
          {t('profile.resend')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The mobile number's state (verified, shown on listings) and the way to the phone screen. */
function PhoneSummary({ account }: { account: MyAccount }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      {account.phone ? (
        <Group gap="xs">
          <Text fw={600}>
            <bdi dir="ltr">{account.phone}</bdi>
          </Text>
          {account.phoneVerified ? (
            <Badge color="teal" variant="light" tt="none" leftSection={<IconCircleCheck size={14} aria-hidden />}>
              {t('profile.phoneVerified')}
            </Badge>
          ) : (
            <Badge color="orange" variant="light" tt="none">
              {t('profile.phoneUnverified')}
            </Badge>
          )}
          {account.phoneVerified && (
            <Text size="sm" c="dimmed">
              {t(account.showPhone ? 'profile.phoneShown' : 'profile.phoneHidden')}
            </Text>
          )}
        </Group>
      ) : null}
      {!account.phoneVerified && <Text size="sm">{t('profile.phoneNone')}</Text>}
      <Button component={Link} to={memberPaths.phone} variant="light" leftSection={<IconDeviceMobile size={18} aria-hidden />}>
        {account.phoneVerified ? t('profile.phoneManage') : t('profile.phoneVerify')}
      </Button>
    </Stack>
  );
}

/**
 * #/app/profile: who the member is and their counts (followers and following open their lists), the
 * verification reminder, the profile form, Log out and Delete my account.
 */
export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const translate = useServerText();
  const account = useQuery(myAccountQuery());
  const erase = useDeleteMyAccount();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  if (account.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (account.isError) return <LoadError error={errorText(account.error)} onRetry={() => void account.refetch()} />;

  const me = account.data;
  const photo = safeMediaUrl(me.photo);

  return (
    <Stack gap="md" maw={760} mx="auto">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group gap="md" wrap="nowrap" align="center">
          <Avatar {...avatarImageProps(photo, 80, false)} alt={t('profile.photoOf', { name: me.name })} size={80} radius="xl" color="brand">
            {me.name.trim().charAt(0).toUpperCase()}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            {/* The reader's direction aligns the lines; each value reads in its own (dir="auto"). */}
            <Title order={1} size="h2" lineClamp={2}>
              <span dir="auto">{me.name}</span>
            </Title>
            <Text size="sm" c="dimmed" truncate>
              <span dir="auto">{me.email}</span>
            </Text>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('profile.memberSince', { date: formatDate(me.createdAt, i18n.language, { month: 'long', year: 'numeric' }) })}
              </Text>
              {me.emailVerified && (
                <Badge color="teal" variant="light" tt="none" leftSection={<IconCircleCheck size={14} aria-hidden />}>
                  {t('profile.verified')}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <Box
          component="ul"
          mt="md"
          aria-label={t('profile.stats')}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            gap: 8,
            listStyle: 'none',
            padding: 0,
            marginBottom: 0,
          }}
        >
          {[
            { text: t('profile.posts', { count: me.posts }) },
            { text: t('profile.followers', { count: me.followers }), to: memberPaths.followers },
            { text: t('profile.following', { count: me.following }), to: memberPaths.following },
          ].map(({ text, to }) => (
            <Text key={text} component="li" ta="center" fw={600} size="sm" py="xs" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              {/* Followers and following open their lists. */}
              {to ? (
                <Anchor component={Link} to={to} inherit>
                  {text}
                </Anchor>
              ) : (
                text
              )}
            </Text>
          ))}
        </Box>
      </Paper>

      {!me.emailVerified && <VerifyNotice account={me} />}

      <Section title={t('profile.phoneTitle')}>
        <PhoneSummary account={me} />
      </Section>

      <Section title={t('profile.notificationsTitle')}>
        <Button
          component={Link}
          to={memberPaths.notificationSettings}
          variant="light"
          leftSection={<IconBellCog size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('profile.notificationSettings')}
        </Button>
        <Button
          component={Link}
          to={memberPaths.savedSearches}
          variant="light"
          leftSection={<IconSearch size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('profile.savedSearches')}
        </Button>
      </Section>

      <Section title={t('editProfile.title')}>
        <ProfileForm key={me._id} account={me} />
      </Section>

      <Section title={t('account.title')}>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconLogout size={18} aria-hidden />}
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void logoutMember('signedOut');
            }}
          >
            {t('account.logout')}
          </Button>
          <Button component={Link} to={memberPaths.blocked} variant="default" leftSection={<IconBan size={18} aria-hidden />}>
            {t('account.blockedLink')}
          </Button>
          <Button variant="outline" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => setConfirming(true)}>
            {t('account.delete')}
          </Button>
        </Group>
      </Section>

      <DeleteAccountDialog
        opened={confirming}
        busy={erase.isPending}
        error={erase.error ? translate(errorText(erase.error)) : null}
        onCancel={() => {
          setConfirming(false);
          erase.reset();
        }}
        onConfirm={() =>
          erase.mutate(undefined, {
            onSuccess: () => void logoutMember('deleted'),
          })
        }
      />
    </Stack>
  );
}
