import { Box, Image, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MemberPost } from '@souq/contract/members-posts';
import { postPhotoSizes } from '@/lib/members/post-look';
import { photoProps } from '@/lib/photo';
import { safeMediaUrl } from '@/lib/safe-url';

/**
 * A post's photos (a grid of up to four, the rest behind the post's page) and its video, which plays
 * inline. `eager` for a post at the top of the screen, whose photo is its largest paint.
 */
export function PostMedia({ post, all = false, eager = false }: { post: MemberPost; all?: boolean; eager?: boolean }) {
  const { t } = useTranslation('social');
  const items = post.media.flatMap((item, index) => {
    const src = safeMediaUrl(item.url);
    return src ? [{ ...item, src, index }] : [];
  });
  if (items.length === 0) return null;
  const shown = all ? items : items.slice(0, 4);
  const name = post.user_id.name;
  return (
    <SimpleGrid cols={shown.length === 1 ? 1 : 2} spacing={4}>
      {shown.map((item) =>
        item.type === 'video' ? (
          <Box key={item.index} style={{ gridColumn: shown.length === 1 ? undefined : '1 / -1' }}>
            <video
              src={item.src}
              controls
              playsInline
              preload="metadata"
              aria-label={t('post.videoOf', { name })}
              style={{ width: '100%', maxHeight: 520, borderRadius: 'var(--mantine-radius-md)', background: 'black', display: 'block' }}
            />
          </Box>
        ) : (
          <Image
            key={item.index}
            {...photoProps(item.url, { sizes: postPhotoSizes(shown.length), lazy: !eager })}
            alt={t('post.photoOf', { index: item.index + 1, name })}
            radius="md"
            fit="cover"
            // A known box before the photo arrives: lazily loaded photos never move the feed under the reader.
            h={shown.length === 1 ? undefined : 200}
            style={shown.length === 1 ? { aspectRatio: '4 / 3' } : undefined}
            bg="gray.1"
          />
        ),
      )}
    </SimpleGrid>
  );
}
