import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZStoryGroup } from '@souq/contract/members-posts';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useMemberSession } from '@/lib/members/session';
import { notifySuccess } from '@/lib/notify';
import { photoProps } from '@/lib/photo';
import { safeMediaUrl } from '@/lib/safe-url';
import { useDeleteStory, useViewStory } from '../api';
import { MemberAvatar } from './member-avatar';
import { firstUnseen, step, type StoryPosition } from './story-steps';
import classes from './stories.module.css';
import { WithMentions } from '@/components/members/bidi';

type StoryGroup = z.infer<typeof ZStoryGroup>;

/** How long a photo stays before the next story. */
const PHOTO_MS = 6000;

export interface StoryViewerProps {
  groups: StoryGroup[];
  startGroup: number;
  onClose: () => void;
}

/**
 * One member's stories after another: a tap on the far half (or Next, or the arrow key that
 * points forward in the reading direction) advances, a photo moves on after a few seconds, a
 * video plays to its end. Each story shown is marked seen once.
 */
export function StoryViewer({ groups, startGroup, onClose }: StoryViewerProps) {
  const { t, i18n } = useTranslation('social');
  const phone = useMediaQuery('(max-width: 48em)');
  const rtl = i18n.dir() === 'rtl';
  const [position, setPosition] = useState<StoryPosition>(() => ({ group: startGroup, story: firstUnseen(groups[startGroup]!) }));
  const view = useViewStory();
  const remove = useDeleteStory();
  const translate = useServerText();
  const me = useMemberSession();
  // Asking "Delete this story?" holds the photo's timer, so the story stays the one asked about.
  const [confirming, setConfirming] = useState(false);
  // Pause holds a photo and the video where they are (WCAG 2.2.2: what moves on by itself can be stopped).
  const [paused, setPaused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const marked = useRef(new Set<string>());
  const group = groups[position.group]!;
  const story = group.stories[position.story]!;
  const name = group.user.name;
  const mine = me?._id === group.user._id;

  const move = (by: 1 | -1) => {
    setConfirming(false);
    remove.reset();
    const next = step(groups, position, by);
    if (next) setPosition(next);
    else if (by === 1) onClose();
  };
  const moveRef = useRef(move);
  moveRef.current = move;

  useEffect(() => {
    if (story.seen || marked.current.has(story._id)) return;
    marked.current.add(story._id);
    view.mutate(story._id);
  }, [story, view]);

  useEffect(() => {
    if (story.story_type !== 'image' || confirming || paused) return;
    const timer = setTimeout(() => moveRef.current(1), PHOTO_MS);
    return () => clearTimeout(timer);
  }, [story, confirming, paused]);

  const togglePause = () => {
    const next = !paused;
    setPaused(next);
    if (next) video.current?.pause();
    else void video.current?.play().catch(() => undefined);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      const forward = event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
      moveRef.current(forward ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [rtl]);

  const src = safeMediaUrl(story.story_url);
  const Previous = rtl ? IconChevronRight : IconChevronLeft;
  const Next = rtl ? IconChevronLeft : IconChevronRight;

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={phone}
      size="lg"
      padding={0}
      withCloseButton={false}
      centered
      title={t('stories.viewer', { name })}
      styles={{ header: { display: 'none' }, body: { height: '100%' }, content: { background: '#000' } }}
    >
      <div className={classes.viewer}>
        <div
          className={classes.bars}
          role="progressbar"
          aria-label={t('stories.progress', { index: position.story + 1, total: group.stories.length })}
          aria-valuemin={1}
          aria-valuemax={group.stories.length}
          aria-valuenow={position.story + 1}
        >
          {group.stories.map((item, index) => (
            <span key={item._id} className={classes.bar} data-done={index <= position.story || undefined} />
          ))}
        </div>
        <Group justify="space-between" wrap="nowrap" px="sm" pb="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <MemberAvatar name={name} photo={group.user.photo} alt="" size={36} />
            <div style={{ minWidth: 0 }}>
              <Text fw={700} size="sm" truncate dir="auto">
                {name}
              </Text>
              <Text size="xs" c="gray.4" component="time" dateTime={story.createdAt.toISOString()}>
                {formatDate(story.createdAt, i18n.language, { timeStyle: 'short' })}
              </Text>
            </div>
          </Group>
          <Group gap={4} wrap="nowrap">
            {mine && !confirming && (
              <ActionIcon variant="subtle" color="gray.0" size="lg" aria-label={t('stories.delete')} onClick={() => setConfirming(true)}>
                <IconTrash size={20} aria-hidden />
              </ActionIcon>
            )}
            <ActionIcon variant="subtle" color="gray.0" size="lg" aria-label={t(paused ? 'stories.play' : 'stories.pause')} onClick={togglePause}>
              {paused ? <IconPlayerPlay size={20} aria-hidden /> : <IconPlayerPause size={20} aria-hidden />}
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray.0" size="lg" aria-label={t('stories.close')} onClick={onClose} data-autofocus>
              <IconX size={22} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {mine && confirming && (
          <Group justify="space-between" gap="xs" px="sm" pb="xs" role="group" aria-label={t('stories.deleteQuestion')}>
            <Text size="sm" fw={600}>
              {t('stories.deleteQuestion')}
            </Text>
            <Group gap="xs">
              <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
                {t('stories.keep')}
              </Button>
              <Button
                size="compact-sm"
                color="red"
                loading={remove.isPending}
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() =>
                  remove.mutate(story._id, {
                    onSuccess: () => {
                      notifySuccess(t('stories.deleted'));
                      onClose();
                    },
                  })
                }
              >
                {t('stories.deleteConfirm')}
              </Button>
            </Group>
            {remove.error && (
              <Text size="sm" c="red.3" role="alert" w="100%">
                {translate(errorText(remove.error))}
              </Text>
            )}
          </Group>
        )}
        <div
          className={classes.stage}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            const farHalf = rtl ? event.clientX < box.left + box.width / 2 : event.clientX > box.left + box.width / 2;
            move(farHalf ? 1 : -1);
          }}
        >
          {src &&
            (story.story_type === 'video' ? (
              <video
                key={story._id}
                ref={video}
                className={classes.media}
                src={src}
                poster={safeMediaUrl(story.thumbnail_url)}
                autoPlay={!paused}
                onPlay={() => setPaused(false)}
                playsInline
                controls
                aria-label={t('stories.video', { name })}
                onEnded={() => move(1)}
                onClick={(event) => event.stopPropagation()}
              />
            ) : (
              // Full screen on a phone, the large dialog (620 px) elsewhere.
              <img
                key={story._id}
                className={classes.media}
                {...photoProps(src, { sizes: '(max-width: 48em) 100vw, 620px' })}
                alt={t('stories.photo', { name })}
              />
            ))}
        </div>
        {story.description && (
          <Text px="md" py="xs" ta="center" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            <WithMentions text={story.description} />
          </Text>
        )}
        <Group justify="space-between" px="sm" pb="sm">
          <ActionIcon
            variant="subtle"
            color="gray.0"
            size="xl"
            aria-label={t('stories.previous')}
            onClick={() => move(-1)}
            style={step(groups, position, -1) ? undefined : { visibility: 'hidden' }}
          >
            <Previous size={28} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="gray.0" size="xl" aria-label={t('stories.next')} onClick={() => move(1)}>
            <Next size={28} aria-hidden />
          </ActionIcon>
        </Group>
      </div>
    </Modal>
  );
}
