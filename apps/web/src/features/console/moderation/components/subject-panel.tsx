import { forwardRef } from 'react';
import { Alert, Anchor, Badge, Button, Group, Kbd, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ModerationAction, ModerationItem } from '@souq/contract/moderation';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import { Thumbnail } from '@/components/console/thumbnail';
import { UserText } from '@/components/console/user-text';
import { formatDateTime } from '@/lib/dates';
import { formatPrice } from '@/lib/format';
import { nameIn } from '@/lib/names';
import { useConsoleLanguage } from '@/i18n/console/language-state';
import { staffLookup } from '@/queries/staff';
import { subjectQuery } from '../api';
import { hideLabel, kindLabel, reportCategoryLabel, stateLabel } from './format';
import { ServerSignals } from './server-signals';

interface SubjectPanelProps {
  item: ModerationItem;
  note: string;
  onNoteChange: (note: string) => void;
  /** Escape in the note returns to the queue. */
  onLeaveNote: () => void;
  onAction: (action: ModerationAction) => void;
  onAssign: (assigneeId: string | null) => void;
  busy: boolean;
}

const noteOf = (after: unknown): string | null =>
  after !== null && typeof after === 'object' && 'note' in after && typeof after.note === 'string' ? after.note : null;

/** The reported content beside the queue, with the decision's note, the actions, the reports and the history. */
export const SubjectPanel = forwardRef<HTMLTextAreaElement, SubjectPanelProps>(function SubjectPanel(
  { item, note, onNoteChange, onLeaveNote, onAction, onAssign, busy },
  noteRef,
) {
  const m = messages.console.moderation;
  const language = useConsoleLanguage();
  const detail = useQuery(subjectQuery(item.kind, item.subject_id));
  const staff = useQuery(staffLookup);
  // Reports are taken by admins only (the server refuses anyone else).
  const admins = (staff.data ?? []).filter((person) => person.role === 'admin');
  const { subject } = item;
  const open = item.state === 'open';
  const hide = hideLabel(item.kind);
  const actionButton = (action: ModerationAction, label: string, key: string, color?: string) => (
    <Button
      key={action}
      color={color}
      variant={color ? 'filled' : 'default'}
      onClick={() => onAction(action)}
      disabled={!open || busy}
      rightSection={<Kbd size="xs">{key}</Kbd>}
    >
      {label}
    </Button>
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="moderation-subject-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Group gap="xs">
              <Badge variant="outline" color="dark">
                {kindLabel(item.kind)}
              </Badge>
              <Badge variant="light" color={open ? 'orange' : 'gray'} c="dark">
                {stateLabel(item.state)}
              </Badge>
              {subject.exists && !subject.visible && (
                <Badge variant="light" color="gray" c="dark">
                  {item.kind === 'post' ? m.hidden : m.disallowed}
                </Badge>
              )}
            </Group>
            <Title order={2} size="h3" id="moderation-subject-title">
              <UserText>{subject.exists ? subject.title : m.contentGone}</UserText>
            </Title>
            {subject.author && (
              <Text size="sm">
                {m.author}: <UserText>{subject.author.name}</UserText>
                {subject.author.blocked && (
                  <Badge ms="xs" size="sm" variant="light" color="red" c="dark">
                    {m.blocked}
                  </Badge>
                )}
              </Text>
            )}
          </Stack>
          {subject.exists && subject.image && <Thumbnail src={subject.image} alt={subject.title} size={96} linkOriginal />}
        </Group>
        {subject.exists && subject.listing && (
          <Group gap="lg" align="center">
            <Text size="sm">
              {m.listingPrice}: <bdi>{formatPrice(subject.listing.price, subject.listing.currency, language)}</bdi>
            </Text>
            <Text size="sm">
              {m.listingCategory}: {nameIn(language, subject.listing.categoryName.en, subject.listing.categoryName.ar)}
            </Text>
            {subject.listing.sold && (
              <Badge variant="light" color="gray" c="dark">
                {m.listingSold}
              </Badge>
            )}
            <Anchor size="sm" href={subject.listing.pagePath} target="_blank" rel="noopener noreferrer">
              {m.openListingPage}
            </Anchor>
          </Group>
        )}
        {subject.exists && subject.text && (
          // The paragraph takes the text's own direction, so an Arabic post in the English console lines up right to left.
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {subject.text}
          </Text>
        )}
        <ServerSignals item={item} />
        <Group gap="lg">
          <Text size="sm">{fillTemplate(m.reporterCount, { count: item.reporters })}</Text>
          <Text size="sm">
            {m.firstReported}: {formatDateTime(item.firstReportedAt)}
          </Text>
          <Text size="sm">
            {m.lastReported}: {formatDateTime(item.lastReportedAt)}
          </Text>
        </Group>

        <Textarea
          ref={noteRef}
          label={m.note}
          value={note}
          onChange={(event) => onNoteChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onLeaveNote();
            }
          }}
          maxLength={1000}
          autosize
          minRows={2}
          dir="auto"
          disabled={!open}
        />
        <Group gap="xs">
          {actionButton('resolve', m.resolve, 'r', 'blue')}
          {actionButton('dismiss', m.dismiss, 'd')}
          {hide && actionButton('hide', hide, 'h')}
          {actionButton('block', item.kind === 'user' ? m.blockUser : m.blockAuthor, 'b', 'red')}
        </Group>
        <Group gap="xs" align="flex-end">
          <Select
            label={m.assignTo}
            placeholder={m.unassigned}
            data={admins.map((person) => ({ value: person._id, label: person.name }))}
            value={item.assignee?._id ?? null}
            onChange={(value) => onAssign(value)}
            clearable
            disabled={busy}
            w={240}
          />
        </Group>

        <Stack gap="xs">
          <Title order={3} size="h5">
            {m.reports}
          </Title>
          {(detail.data?.reports ?? []).map((report) => (
            <Text key={report._id} size="sm">
              <UserText fw={600}>{report.reporter.name}</UserText> · {formatDateTime(report.createdAt)} ·{' '}
              <Badge size="xs" variant="light" color="gray" c="dark">
                {reportCategoryLabel(report.category)}
              </Badge>
              {report.reason && (
                <>
                  {' — '}
                  <UserText>{report.reason}</UserText>
                </>
              )}
            </Text>
          ))}
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {m.history}
          </Title>
          {detail.data && detail.data.history.length === 0 && <Text size="sm">{m.noHistory}</Text>}
          {(detail.data?.history ?? []).map((entry) => (
            <Text key={entry._id} size="sm" data-testid="moderation-history-entry">
              <code>{entry.action}</code> · <UserText>{entry.actor?.name ?? ''}</UserText> · {formatDateTime(entry.createdAt)}
              {noteOf(entry.after) && (
                <>
                  {' — '}
                  <UserText>{noteOf(entry.after)}</UserText>
                </>
              )}
            </Text>
          ))}
          {detail.isError && <Alert color="red">{messages.generic.somethingWentWrong}</Alert>}
        </Stack>
      </Stack>
    </Paper>
  );
});
