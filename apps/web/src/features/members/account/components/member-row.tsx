import type { ReactNode } from 'react';
import { Avatar, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { UserRef } from '@souq/contract/common';
import { memberProfilePath } from '@/lib/members/paths';
import { avatarImageProps } from '@/lib/photo';

/**
 * One member in the followers, following or blocked list: photo and name leading to their
 * profile, a line under the name, and an action at the end. The photo is decoration (the name
 * is written beside it).
 */
export function MemberRow({ member, detail, linked = true, action }: { member: UserRef; detail: string; linked?: boolean; action?: ReactNode }) {
  const identity = (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar {...avatarImageProps(member.photo, 38)} alt="" radius="xl" color="brand" size="md">
        <span aria-hidden>{member.name.trim().charAt(0).toUpperCase()}</span>
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} truncate dir="auto">
          {member.name}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="member-row">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        {linked ? (
          <UnstyledButton component={Link} to={memberProfilePath(member._id)} style={{ minWidth: 0, flex: 1 }}>
            {identity}
          </UnstyledButton>
        ) : (
          <div style={{ minWidth: 0, flex: 1 }}>{identity}</div>
        )}
        {action}
      </Group>
    </Paper>
  );
}
