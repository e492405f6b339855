import { useState } from 'react';
import { Alert, Badge, Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconBuildingStore, IconFlag, IconMailCheck, IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '@souq/contract/members-account';
import { LoadError } from '@/components/members/members-state';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { memberPaths, sellerPath } from '@/lib/members/paths';
import { useMemberSession } from '@/lib/members/session';
import { useMembersOnly } from '@/lib/members/visitors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { profileQuery, useMemberRelation, userPostsQuery } from '../api';
import { BlockDialog } from '../components/block-dialog';
import { MemberAvatar } from '../components/member-avatar';
import { PostList } from '../components/post-list';
import { ReportDialog } from '../components/report-dialog';

function Actions({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('social');
  const translate = useServerText();
  const { follow, block, report } = useMemberRelation(profile._id);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const failed = (error: unknown) => notifyError(translate(errorText(error)));
  const membersOnly = useMembersOnly();

  return (
    <Group gap="sm">
      {!profile.blockedByMe && (
        <Button
          variant={profile.followedByMe ? 'default' : 'filled'}
          leftSection={profile.followedByMe ? <IconUserCheck size={18} aria-hidden /> : <IconUserPlus size={18} aria-hidden />}
          loading={follow.isPending}
          aria-pressed={profile.followedByMe}
          onClick={membersOnly('follow', () => follow.mutate(!profile.followedByMe, { onError: failed }))}
        >
          {profile.followedByMe ? t('member.unfollow') : t('member.follow')}
        </Button>
      )}
      {profile.blockedByMe ? (
        <Button
          variant="default"
          loading={block.isPending}
          onClick={() => block.mutate(false, { onSuccess: () => notifySuccess(t('member.unblocked', { name: profile.name })), onError: failed })}
        >
          {t('member.unblock')}
        </Button>
      ) : (
        <Button variant="outline" color="red" leftSection={<IconBan size={18} aria-hidden />} onClick={membersOnly('follow', () => setConfirming(true))}>
          {t('member.block')}
        </Button>
      )}
      <Button variant="subtle" color="red" leftSection={<IconFlag size={18} aria-hidden />} onClick={membersOnly('report', () => setReporting(true))}>
        {t('member.report')}
      </Button>
      <BlockDialog
        opened={confirming}
        name={profile.name}
        busy={block.isPending}
        error={block.error ? errorText(block.error) : null}
        onCancel={() => {
          setConfirming(false);
          block.reset();
        }}
        onConfirm={() =>
          block.mutate(true, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess(t('member.blocked', { name: profile.name }));
            },
          })
        }
      />
      <ReportDialog
        opened={reporting}
        title={t('report.titleMember', { name: profile.name })}
        onClose={() => setReporting(false)}
        onSend={async (request) => {
          await report.mutateAsync(request);
          notifySuccess(t('report.sent'));
        }}
      />
    </Group>
  );
}

function MemberPosts({ id }: { id: string }) {
  const { t } = useTranslation('social');
  const query = useInfiniteQuery(userPostsQuery(id));
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('member.postsTitle')}
      </Title>
      <PostList
        query={query}
        label={t('member.postsTitle')}
        empty={
          <Paper withBorder radius="md" p="lg">
            <Text c="dark.3" ta="center">
              {t('member.noPosts')}
            </Text>
          </Paper>
        }
      />
    </Stack>
  );
}

/** #/app/members/:id: a member's public profile and posts, with Follow, Block and Report. */
export function MemberPage() {
  const { t, i18n } = useTranslation('social');
  const { id = '' } = useParams();
  const me = useMemberSession();
  const profile = useQuery(profileQuery(id));

  if (profile.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('member.postsTitle')} />
      </Center>
    );
  }
  if (profile.isError) return <LoadError error={errorText(profile.error)} onRetry={() => void profile.refetch()} />;

  const member = profile.data;
  const mine = member._id === me?._id;

  return (
    <Stack gap="md" maw={680} mx="auto">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <MemberAvatar name={member.name} photo={member.photo} alt={t('member.photoOf', { name: member.name })} size={80} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} size="h2" lineClamp={2}>
                <span dir="auto">{member.name}</span>
              </Title>
              <Text size="sm" c="dark.3">
                {t('member.memberSince', { date: formatDate(member.createdAt, i18n.language, { month: 'long', year: 'numeric' }) })}
              </Text>
              {member.emailVerified && (
                <Badge variant="light" color="teal" w="fit-content" leftSection={<IconMailCheck size={14} aria-hidden />}>
                  {t('member.emailVerified')}
                </Badge>
              )}
            </Stack>
          </Group>
          {member.listings > 0 && (
            <Button component={Link} to={sellerPath(member._id)} variant="light" leftSection={<IconBuildingStore size={18} aria-hidden />} w="fit-content">
              {t('member.listings', { count: member.listings })}
            </Button>
          )}
          <Box
            component="ul"
            aria-label={t('member.stats')}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8, listStyle: 'none', padding: 0, margin: 0 }}
          >
            {[
              t('member.posts', { count: member.posts }),
              t('member.followers', { count: member.followers }),
              t('member.following', { count: member.following }),
            ].map((text) => (
              <Text key={text} component="li" ta="center" fw={600} size="sm" py="xs" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                {text}
              </Text>
            ))}
          </Box>
          {mine ? (
            <Group gap="sm">
              <Text size="sm" c="dark.3">
                {t('member.you')}
              </Text>
              <Button component={Link} to={memberPaths.profile} variant="light" size="compact-md">
                {t('member.myProfile')}
              </Button>
            </Group>
          ) : (
            <Actions profile={member} />
          )}
        </Stack>
      </Paper>
      {member.blockedByMe ? (
        <Alert color="gray" variant="light" icon={<IconBan size={20} aria-hidden />}>
          {t('member.blockedNotice')}
        </Alert>
      ) : (
        <MemberPosts id={member._id} />
      )}
    </Stack>
  );
}
