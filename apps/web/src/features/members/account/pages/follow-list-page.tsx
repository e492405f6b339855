import { Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MembersState } from '@/components/members/members-state';
import { formatDate } from '@/lib/format';
import { useMemberSession } from '@/lib/members/session';
import { followListQuery, type FollowKind } from '../connections-api';
import { ListScreen } from '../components/list-screen';
import { MemberRow } from '../components/member-row';

function FollowList({ kind }: { kind: FollowKind }) {
  const { t, i18n } = useTranslation('account');
  // The shell only renders for a signed-in member.
  const memberId = useMemberSession()?._id ?? '';
  const list = useInfiniteQuery(followListQuery(kind, memberId));
  const title = kind === 'followers' ? t('connections.followersTitle') : t('connections.followingTitle');

  const users = list.data?.pages.flatMap((page) => page.users) ?? [];
  return (
    <ListScreen title={title} list={list} count={users.length}>
      {users.length === 0 ? (
        <MembersState
          order={2}
          icon={<IconUsers size={28} aria-hidden />}
          title={kind === 'followers' ? t('connections.followersEmpty') : t('connections.followingEmpty')}
          text={kind === 'followers' ? t('connections.followersEmptyText') : t('connections.followingEmptyText')}
        />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
          {users.map((user) => (
            <MemberRow
              key={user._id}
              member={user}
              detail={t('connections.since', { date: formatDate(user.followedAt, i18n.language, { dateStyle: 'medium' }) })}
            />
          ))}
        </Stack>
      )}
    </ListScreen>
  );
}

/** #/app/profile/followers: who follows the member, newest first. */
export function FollowersPage() {
  return <FollowList kind="followers" />;
}

/** #/app/profile/following: whom the member follows, newest first. */
export function FollowingPage() {
  return <FollowList kind="following" />;
}
