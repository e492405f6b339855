import { useState } from 'react';
import { Box, Button, Group, ScrollArea, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { storiesQuery, socialKeys } from '../api';
import { MemberAvatar } from './member-avatar';
import { StoryViewer } from './story-viewer';
import classes from './stories.module.css';

/**
 * Stories on top of Home: one round photo per member (the API puts members with unseen stories
 * first; a ring marks them), opening the viewer at their first unseen story.
 */
export function StoriesBar() {
  const { t } = useTranslation('social');
  const queryClient = useQueryClient();
  const stories = useQuery(storiesQuery());
  const [open, setOpen] = useState<number | null>(null);

  if (stories.isPending) return null;
  if (stories.isError) {
    return (
      <Group gap="xs" role="alert">
        <Text size="sm" c="dark.3">
          {t('stories.label')}
        </Text>
        <Button size="compact-sm" variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void stories.refetch()}>
          {t('stories.retry')}
        </Button>
      </Group>
    );
  }
  const groups = stories.data.members;
  if (groups.length === 0) return null;

  return (
    <Box component="section" aria-label={t('stories.label')}>
      <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars>
        <Group component="ul" gap="md" wrap="nowrap" className={classes.list}>
          {groups.map((group, index) => (
            <li key={group.user._id}>
              <UnstyledButton
                className={classes.member}
                data-unseen={!group.allSeen || undefined}
                onClick={() => setOpen(index)}
              >
                <span className={classes.ring}>
                  <MemberAvatar name={group.user.name} photo={group.user.photo} alt="" size={60} />
                </span>
                <Text component="span" size="xs" ta="center" lineClamp={1} className={classes.name} dir="auto">
                  {group.user.name}
                </Text>
                {!group.allSeen && <VisuallyHidden> {t('stories.unseen')}</VisuallyHidden>}
              </UnstyledButton>
            </li>
          ))}
        </Group>
      </ScrollArea>
      {open !== null && (
        <StoryViewer
          groups={groups}
          startGroup={open}
          onClose={() => {
            setOpen(null);
            void queryClient.invalidateQueries({ queryKey: socialKeys.stories });
          }}
        />
      )}
    </Box>
  );
}
