import { Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PersonFound } from '@souq/contract/members-account';
import { LoadError } from '@/components/members/members-state';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { peopleQuery, useFollowPerson } from '../api';
import { socialPaths } from '../social-paths';
import { MemberAvatar } from './member-avatar';

function PersonRow({ person }: { person: PersonFound }) {
  const { t } = useTranslation('social');
  const translate = useServerText();
  const follow = useFollowPerson();
  const busy = follow.isPending && follow.variables.id === person._id;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py={6}>
      <Group wrap="nowrap" gap="sm" miw={0}>
        <MemberAvatar name={person.name} photo={person.photo} alt="" size={44} />
        {/* dir="auto": an Arabic name in the English app (and the reverse) reads in its own direction. */}
        <Anchor component={Link} to={socialPaths.member(person._id)} dir="auto" fw={600} truncate="end">
          {person.name}
        </Anchor>
      </Group>
      <Button
        size="compact-md"
        variant={person.followedByMe ? 'default' : 'filled'}
        leftSection={person.followedByMe ? <IconUserCheck size={16} aria-hidden /> : <IconUserPlus size={16} aria-hidden />}
        loading={busy}
        aria-pressed={person.followedByMe}
        aria-label={person.followedByMe ? t('explore.unfollowName', { name: person.name }) : t('explore.followName', { name: person.name })}
        onClick={() => follow.mutate({ id: person._id, on: !person.followedByMe }, { onError: (error) => notifyError(translate(errorText(error))) })}
      >
        {person.followedByMe ? t('member.unfollow') : t('member.follow')}
      </Button>
    </Group>
  );
}

/** Explore's People: the members whose name holds every word searched, each with Follow. */
export function PeopleResults({ q }: { q: string }) {
  const { t } = useTranslation('social');
  const headingId = useId();
  const query = useInfiniteQuery(peopleQuery(q));
  const people = query.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('explore.people')}
      </Title>
      {query.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('explore.people')} />
        </Center>
      ) : query.isError && !query.data ? (
        <LoadError order={2} error={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : people.length === 0 ? (
        <Text c="dark.3">{t('explore.noPeople', { q })}</Text>
      ) : (
        <>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {people.map((person) => (
              <PersonRow key={person._id} person={person} />
            ))}
          </Stack>
          {query.hasNextPage && (
            <Center>
              <Button variant="light" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t('explore.morePeople')}
              </Button>
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
