import { lazy, Suspense, useState } from 'react';
import { Box, Button, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMemberSession } from '@/lib/members/session';
import { storiesQuery, socialKeys } from '../api';
import { MemberAvatar } from './member-avatar';
import classes from './stories.module.css';

// Both open in a dialog on a tap, and load then: Home's first paint needs neither (nor the
// upload code, the story's schema and the Modal they bring).
const StoryComposer = lazy(() => import('./story-composer').then((module) => ({ default: module.StoryComposer })));
const StoryViewer = lazy(() => import('./story-viewer').then((module) => ({ default: module.StoryViewer })));

/** The first place of the row: the member's own photo with a plus, opening the story composer. */
function AddStoryButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('social');
  const me = useMemberSession();
  return (
    <UnstyledButton className={classes.member} onClick={onClick}>
      <span className={classes.ring} data-add>
        <MemberAvatar name={me?.name ?? ''} photo={me?.photo ?? null} alt="" size={60} />
        <span className={classes.plus} aria-hidden>
          <IconPlus size={14} stroke={3} />
        </span>
      </span>
      <Text component="span" size="xs" ta="center" lineClamp={1} className={classes.name}>
        {t('stories.add')}
      </Text>
    </UnstyledButton>
  );
}

/**
 * Stories on top of Home: "Add a story" first, then one round photo per member (the API puts
 * members with unseen stories first; a ring marks them), opening the viewer at their first
 * unseen story. The row keeps its height while it loads, so the feed below does not move.
 */
export function StoriesBar() {
  const { t } = useTranslation('social');
  const queryClient = useQueryClient();
  const stories = useQuery(storiesQuery());
  const [open, setOpen] = useState<number | null>(null);
  const [composing, setComposing] = useState(false);
  // Once the composer has opened it stays mounted (closed), as it was before it loaded on demand.
  const [composerLoaded, setComposerLoaded] = useState(false);
  const groups = stories.data?.members ?? [];

  return (
    <Box component="section" aria-label={t('stories.label')}>
      {/* The browser's own thin scrollbar: Mantine's ScrollArea brings floating-ui into Home. */}
      <div className={classes.scroller}>
        <Group component="ul" gap="md" wrap="nowrap" className={classes.list}>
          <li>
            <AddStoryButton
              onClick={() => {
                setComposerLoaded(true);
                setComposing(true);
              }}
            />
          </li>
          {stories.isError && (
            // The alert inside the item: a list holds list items only (an item that is an alert is not one).
            <li>
              <div role="alert" className={classes.failed}>
                <Text size="sm" c="dark.3">
                  {t('stories.failed')}
                </Text>
                <Button size="compact-sm" variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void stories.refetch()}>
                  {t('stories.retry')}
                </Button>
              </div>
            </li>
          )}
          {groups.map((group, index) => (
            <li key={group.user._id}>
              <UnstyledButton className={classes.member} data-unseen={!group.allSeen || undefined} onClick={() => setOpen(index)}>
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
      </div>
      {/* Mounted once asked for, and kept: the dialog closes with its own transition. */}
      {composerLoaded && (
        <Suspense fallback={null}>
          <StoryComposer opened={composing} onClose={() => setComposing(false)} />
        </Suspense>
      )}
      <Suspense fallback={null}>
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
      </Suspense>
    </Box>
  );
}
