import { Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@/i18n/console/messages';
import type { Story } from '@souq/contract/stories';
import { ListTable, pagedList, type Column } from '@/components/console/list-table';
import { actionsColumn } from '@/components/console/row-actions';
import { Thumbnail } from '@/components/console/thumbnail';
import { useListParams } from '@/components/console/use-list-params';
import { useSearchParam } from '@/components/console/use-search-param';
import { BackButton } from '@/components/console/back-button';
import { RecordId } from '@/components/console/record-id';
import { ErrorAlert } from '@/components/console/error-alert';
import { formatGermanDate } from '@/lib/dates';
import { storiesQuery, storyQuery } from '../api';
import { safeMediaUrl } from '@/lib/safe-url';

const t = messages.console.stories;

function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light" radius="sm" miw="max-content">
      {active ? t.active : t.notActive}
    </Badge>
  );
}

function StoryFile({ story }: { story: Story }) {
  if (story.story_type === 'image') return <Thumbnail src={story.story_url} alt={story.description || t.storyFile} />;
  return (
    <div style={{ position: 'relative', width: 100 }}>
      <Thumbnail src={story.thumbnail_url} alt={story.description || t.storyFile} />
      <IconPlayerPlay size={28} color="white" style={{ position: 'absolute', inset: 0, margin: 'auto', filter: 'drop-shadow(0 0 2px #000)' }} />
    </div>
  );
}

function StoryDetail({ storyId, onBack }: { storyId: string; onBack: () => void }) {
  const story = useQuery(storyQuery(storyId));
  const data = story.data;
  return (
    <Stack gap="md">
      <BackButton label={t.back} onClick={onBack} />
      {story.isPending && <Loader role="status" aria-label={messages.console.list.loading} />}
      <ErrorAlert error={story.error} />
      {data && (
        <Paper withBorder radius="md" p="lg" shadow="xs" maw={640} component="section" aria-label={t.storyFile}>
          <Stack gap="sm">
            <Group gap="sm">
              <Text fw={600} dir="auto" c={data.user_id ? undefined : 'red'}>
                {data.user_id?.name ?? t.userNotFound}
              </Text>
              <StatusBadge active={data.active} />
              <Text size="sm" c="dimmed">
                {formatGermanDate(data.createdAt)}
              </Text>
            </Group>
            {data.story_type === 'image' ? (
              <img src={safeMediaUrl(data.story_url)} alt={data.description || t.storyFile} style={{ maxWidth: '100%', borderRadius: 8 }} />
            ) : (
              <video controls preload="metadata" poster={safeMediaUrl(data.thumbnail_url)} style={{ maxWidth: '100%', borderRadius: 8 }}>
                <source src={safeMediaUrl(data.story_url)} />
                {messages.post.videoUnsupported}
              </video>
            )}
            <Text dir="auto">{data.description}</Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** #/rm-admin/stories: the story list (view only), and the story in ?story=. */
export function StoriesPage() {
  const params = useListParams();
  const [openStory, setOpenStory] = useSearchParam('story');
  const stories = useQuery(storiesQuery(params.page, params.textSearch));
  if (openStory) return <StoryDetail storyId={openStory} onBack={() => setOpenStory('')} />;

  const columns: Column<Story>[] = [
    {
      key: 'id',
      header: t.id,
      render: (row) => <RecordId id={row._id} />,
    },
    {
      key: 'user',
      header: t.username,
      render: (row) =>
        row.user_id ? (
          <Text size="sm" dir="auto">
            {row.user_id.name}
          </Text>
        ) : (
          <Text size="sm" c="red">
            {t.userNotFound}
          </Text>
        ),
    },
    { key: 'file', header: t.storyFile, width: 120, render: (row) => <StoryFile story={row} /> },
    { key: 'date', header: t.date, value: (row) => formatGermanDate(row.createdAt) },
    { key: 'status', header: t.status, render: (row) => <StatusBadge active={row.active} /> },
    actionsColumn(t.action, 80, (row) => ({ name: row._id, view: { label: t.view, onClick: () => setOpenStory(row._id) } })),
  ];
  return (
    <ListTable
      title={t.listTitle}
      columns={columns}
      {...pagedList(stories, (data) => data.stories)}
      rowKey={(row) => row._id}
      params={params}
      emptyText={t.empty}
    />
  );
}
