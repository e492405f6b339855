import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconBan, IconCircleCheck } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserRef } from '@souq/contract/common';
import { useServerText } from '@/i18n/members/server-text';
import { MembersState } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { blockedListQuery, useUnblock } from '../connections-api';
import { ListScreen } from '../components/list-screen';
import { MemberRow } from '../components/member-row';
import { SentenceWithName } from '@/components/members/bidi';

/**
 * #/app/profile/blocked: the members the member blocked, newest first, each with Unblock. A
 * blocked member's profile is not theirs to open (the rows do not link); unblocking says that
 * earlier follows do not come back, as the API does.
 */
export function BlockedPage() {
  const { t, i18n } = useTranslation('account');
  const translate = useServerText();
  const list = useInfiniteQuery(blockedListQuery());
  const unblock = useUnblock();
  const [done, setDone] = useState<UserRef | null>(null);
  const title = t('connections.blockedTitle');

  const users = list.data?.pages.flatMap((page) => page.users) ?? [];
  return (
    <ListScreen title={title} list={list} count={users.length}>
      <div role="status">
        {done && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
            <span>
              <SentenceWithName name={done.name} sentence={(name) => t('connections.unblocked', { name })} />
            </span>
          </Alert>
        )}
      </div>
      {unblock.error && (
        <Alert color="red" variant="light" role="alert">
          {translate(errorText(unblock.error))}
        </Alert>
      )}
      {users.length === 0 ? (
        <MembersState order={2} icon={<IconBan size={28} aria-hidden />} title={t('connections.blockedEmpty')} text={t('connections.blockedEmptyText')} />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
          {users.map((user) => (
            <MemberRow
              key={user._id}
              member={user}
              linked={false}
              detail={t('connections.blockedOn', { date: formatDate(user.blockedAt, i18n.language, { dateStyle: 'medium' }) })}
              action={
                <Button
                  variant="light"
                  size="compact-sm"
                  aria-label={t('connections.unblockName', { name: user.name })}
                  loading={unblock.isPending && unblock.variables._id === user._id}
                  onClick={() => {
                    setDone(null);
                    unblock.mutate(user, { onSuccess: () => setDone(user) });
                  }}
                >
                  {t('connections.unblock')}
                </Button>
              }
            />
          ))}
        </Stack>
      )}
    </ListScreen>
  );
}
