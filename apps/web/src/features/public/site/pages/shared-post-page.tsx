import { Avatar, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { messages } from '@/i18n/console/messages';
import type { PublicPost } from '@souq/contract/public-posts';
import { formatDateTime } from '@/lib/dates';
import { publicPostQuery } from '../api';
import { PublicShell } from '../components/public-shell';
import { StoreLinks } from '../components/store-links';
import { avatarImageProps, photoProps } from '@/lib/photo';
import { safeMediaUrl } from '@/lib/safe-url';
import { PublicLanguage } from '../components/public-language';

const t = messages.publicWeb;

function Media({ post }: { post: PublicPost }) {
  // A reel plays its own address; other posts show their media in order.
  const items = post.type === 'reel' && post.url ? [{ url: post.url, type: 'video' as const }] : post.media;
  return (
    <Stack gap="sm">
      {items.map((item) =>
        item.type === 'video' ? (
          <video key={item.url} controls playsInline preload="metadata" style={{ width: '100%', borderRadius: 8, background: '#000' }}>
            <source src={safeMediaUrl(item.url)} />
            {messages.post.videoUnsupported}
          </video>
        ) : (
          <img
            key={item.url}
            {...photoProps(item.url, { sizes: '(max-width: 40em) 100vw, 600px' })}
            alt={post.title}
            style={{ width: '100%', borderRadius: 8 }}
          />
        ),
      )}
    </Stack>
  );
}

/** #/post/:id — a shared post, no login; anything not public reads as not found. */
function SharedPost() {
  const { id = '' } = useParams();
  const post = useQuery(publicPostQuery(id));
  return (
    <PublicShell size="sm">
      {post.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label={messages.console.list.loading} />
        </Center>
      )}
      {post.isError && (
        <Paper withBorder radius="md" p="xl" role="alert">
          <Title order={1} size="h3" mb="xs">
            {t.postNotFoundTitle}
          </Title>
          <Text c="dimmed">{t.postNotFound}</Text>
        </Paper>
      )}
      {post.data && (
        <Stack gap="md">
          <Paper withBorder radius="md" p="lg" component="article" aria-label={post.data.post.title}>
            <Stack gap="md">
              <Group gap="sm">
                <Avatar {...avatarImageProps(post.data.post.user_id.photo, 38)} alt="" radius="xl" />
                <div>
                  <Text fw={600} dir="auto">
                    {post.data.post.user_id.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(post.data.post.createdAt)}
                  </Text>
                </div>
              </Group>
              <Title order={1} size="h3" dir="auto">
                {post.data.post.title}
              </Title>
              <Media post={post.data.post} />
              <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {post.data.post.description}
              </Text>
            </Stack>
          </Paper>
          <Text fw={600}>{t.openInApp}</Text>
          <StoreLinks />
        </Stack>
      )}
    </PublicShell>
  );
}

/** #/post/:id — a shared post, no login; anything not public reads as not found. */
export function SharedPostPage() {
  // Around the page, so the page itself renders again in the visitor's language.
  return (
    <PublicLanguage>
      <SharedPost />
    </PublicLanguage>
  );
}
