import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Grid, Group, Kbd, Loader, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  MODERATION_KINDS,
  MODERATION_STATES,
  type ModerationAction,
  type ModerationItem,
  type ModerationKind,
  type ModerationState,
} from '@souq/contract/moderation';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import { StrikeReasonDialog } from '@/components/console/strike-reason-dialog';
import type { StrikeReason } from '@souq/contract/strike-reason';
import { useSearchParam } from '@/components/console/use-search-param';
import { errorText } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/console/session';
import { queueQuery, useAssign, useDecide } from '../api';
import { useOfferUndo } from '@/queries/strikes';
import { kindLabel, stateLabel } from '../components/format';
import { itemKey, QueueList } from '../components/queue-list';
import { ShortcutsHelp } from '../components/shortcuts-help';
import { ChatWarningSenders } from '../components/chat-warning-senders';
import { ReportedRatings } from '../components/reported-ratings';
import { SubjectPanel } from '../components/subject-panel';
import { AppealsView } from '../components/appeals-view';
import { typingInField } from '../typing-in-field';
import { useWindowKeys } from '../use-window-keys';

const isKind = (value: string): value is ModerationKind => (MODERATION_KINDS as readonly string[]).includes(value);
const isState = (value: string): value is ModerationState => (MODERATION_STATES as readonly string[]).includes(value);

/**
 * #/rm-admin/moderation: every report (posts, members, listings) in one queue, the reported
 * content beside the selected item, and a decision a key away (j/k, r, d, h, b, a; ? for help).
 */
export function ModerationPage() {
  const m = messages.console.moderation;
  const s = messages.console.strikes;
  const session = useSession();
  const [kindParam, setKind] = useSearchParam('kind', '', { filter: true });
  const [stateParam, setState] = useSearchParam('state', 'open', { filter: true });
  const [mine, setMine] = useSearchParam('mine', '', { filter: true });
  const [view, setView] = useSearchParam('view', '', { filter: true });
  // The appeals and reported ratings are tabs of their own, each with its own keys.
  const tabView = view === 'appeals' || view === 'ratings' ? view : null;
  const kind = isKind(kindParam) ? kindParam : undefined;
  const state = isState(stateParam) ? stateParam : 'open';
  const queue = useInfiniteQuery(queueQuery({ kind, state, assigneeId: mine && session ? session._id : undefined }));
  const items: ModerationItem[] = queue.data?.pages.flatMap((page) => page.items) ?? [];

  // The selection follows its item; when the item leaves the queue, the one that took its place.
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const lastIndex = useRef(0);
  let index = items.findIndex((item) => itemKey(item) === selectedKey);
  if (index === -1 && items.length > 0) index = Math.min(lastIndex.current, items.length - 1);
  const selected = index >= 0 ? items[index] : undefined;
  if (index >= 0) lastIndex.current = index;
  const selectedItemKey = selected ? itemKey(selected) : null;

  const [note, setNote] = useState('');
  const [helpOpen, setHelpOpen] = useState(false);
  /** The decision waiting for its reason (hide and block ask why before acting). */
  const [asking, setAsking] = useState<'hide' | 'block' | null>(null);
  const offerUndo = useOfferUndo();
  const listRef = useRef<HTMLDivElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const decide = useDecide();
  const assign = useAssign();
  const busy = decide.isPending || assign.isPending;

  // A note belongs to the item it was written for.
  useEffect(() => setNote(''), [selectedItemKey]);

  const select = (key: string) => setSelectedKey(key);
  const move = (step: number) => {
    if (items.length === 0) return;
    const next = items[Math.max(0, Math.min(items.length - 1, (index < 0 ? 0 : index) + step))];
    if (next) setSelectedKey(itemKey(next));
  };

  const act = (action: ModerationAction, choice?: { reason: StrikeReason; note: string | null }) => {
    if (!selected || selected.state !== 'open' || busy) return;
    if (action === 'hide' && selected.kind === 'user') return;
    if ((action === 'hide' || action === 'block') && !choice) {
      setAsking(action);
      return;
    }
    const item = selected;
    decide.mutate(
      { kind: item.kind, subject_id: item.subject_id, action, note: choice ? choice.note : note, reason: choice?.reason ?? 'other' },
      {
        onSuccess: () => {
          setAsking(null);
          setNote('');
          listRef.current?.focus();
          if (action !== 'hide' && action !== 'block') {
            notifySuccess(m.done);
            return;
          }
          const subject =
            action === 'block'
              ? { subject_type: 'user' as const, subject_id: item.kind === 'user' ? item.subject_id : (item.subject.author?._id ?? '') }
              : { subject_type: item.kind === 'post' ? ('post' as const) : ('listing' as const), subject_id: item.subject_id };
          const done = action === 'block' ? s.acted.block : item.kind === 'post' ? s.acted.hide : s.acted.disallow;
          offerUndo(done, subject);
        },
        onError: (error) => {
          setAsking(null);
          notifyError(errorText(error));
        },
      },
    );
  };

  const assignTo = (assigneeId: string | null) => {
    if (!selected || busy) return;
    assign.mutate(
      { kind: selected.kind, subject_id: selected.subject_id, assignee_id: assigneeId ?? undefined },
      { onSuccess: () => notifySuccess(m.assigned), onError: (error) => notifyError(errorText(error)) },
    );
  };

  // The page's keys, while no field has the keyboard and no dialog is open.
  useWindowKeys((event) => {
    if (tabView || event.ctrlKey || event.metaKey || event.altKey || helpOpen || asking || typingInField(event.target)) return;
    const handlers: Record<string, () => void> = {
      j: () => move(1),
      k: () => move(-1),
      r: () => act('resolve'),
      d: () => act('dismiss'),
      h: () => act('hide'),
      b: () => act('block'),
      a: () => session && assignTo(session._id),
      n: () => noteRef.current?.focus(),
      '?': () => setHelpOpen(true),
    };
    const handler = handlers[event.key];
    if (!handler) return;
    event.preventDefault();
    handler();
  });

  const authorName = selected?.subject.author?.name ?? '';

  const tabs = (
    <SegmentedControl
      aria-label={m.title}
      value={tabView ?? ''}
      onChange={(value) => setView(value)}
      data={[
        { value: '', label: s.reports },
        { value: 'appeals', label: s.appeals },
        { value: 'ratings', label: messages.console.ratings.queueTitle },
      ]}
      w="fit-content"
    />
  );
  if (tabView) {
    return (
      <Stack gap="md">
        {tabs}
        {tabView === 'appeals' ? <AppealsView /> : <ReportedRatings />}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {tabs}
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={m.kind}
          data={[{ value: '', label: m.kindAll }, ...MODERATION_KINDS.map((value) => ({ value, label: kindLabel(value) }))]}
          value={kind ?? ''}
          onChange={(value) => setKind(value ?? '')}
          allowDeselect={false}
          w={160}
        />
        <Select
          label={m.state}
          data={MODERATION_STATES.map((value) => ({ value, label: stateLabel(value) }))}
          value={state}
          onChange={(value) => setState(value ?? 'open')}
          allowDeselect={false}
          w={160}
        />
        <Switch label={m.assignedToMe} checked={Boolean(mine)} onChange={(event) => setMine(event.currentTarget.checked ? '1' : '')} mb={8} />
        <Button variant="subtle" onClick={() => setHelpOpen(true)} leftSection={<Kbd>?</Kbd>}>
          {m.shortcutsHint}
        </Button>
      </Group>

      {queue.isError && (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text>{errorText(queue.error)}</Text>
            <Button size="xs" onClick={() => void queue.refetch()}>
              {m.retry}
            </Button>
          </Group>
        </Alert>
      )}
      {queue.isPending && <Loader role="status" aria-label={m.queueLabel} />}
      {queue.isSuccess && items.length === 0 && <Text>{m.empty}</Text>}

      {items.length > 0 && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="xs">
              <QueueList ref={listRef} items={items} selectedKey={selectedItemKey} onSelect={select} />
              {queue.hasNextPage && (
                <Button variant="default" onClick={() => void queue.fetchNextPage()} loading={queue.isFetchingNextPage}>
                  {m.loadMore}
                </Button>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {selected ? (
              <SubjectPanel
                key={selectedItemKey}
                ref={noteRef}
                item={selected}
                note={note}
                onNoteChange={setNote}
                onLeaveNote={() => listRef.current?.focus()}
                onAction={act}
                onAssign={assignTo}
                busy={busy}
              />
            ) : (
              <Text>{m.selectPrompt}</Text>
            )}
          </Grid.Col>
        </Grid>
      )}

      <ChatWarningSenders />

      <ShortcutsHelp opened={helpOpen} onClose={() => setHelpOpen(false)} />
      <StrikeReasonDialog
        opened={asking !== null}
        title={asking === 'block' ? m.blockConfirmTitle : selected?.kind === 'post' ? s.hideTitle : s.disallowTitle}
        message={asking === 'block' ? fillTemplate(m.blockConfirm, { name: authorName }) : undefined}
        initialNote={note}
        confirmLabel={asking === 'block' ? m.confirmBlock : selected?.kind === 'post' ? m.hidePost : m.disallowListing}
        onConfirm={(choice) => asking && act(asking, choice)}
        onCancel={() => setAsking(null)}
        busy={decide.isPending}
      />
    </Stack>
  );
}
