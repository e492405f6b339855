import { Stack } from '@mantine/core';
import { messages } from '@/i18n/console/messages';
import { StatusBanner, useStatusBanner } from '@/components/console/status-banner';
import { useListParams } from '@/components/console/use-list-params';
import { POST_LIST_SORTS } from '@souq/contract/posts';
import { useSearchParam } from '@/components/console/use-search-param';
import { PostDetail } from '../components/post-detail';
import { PostsTable } from '@/components/console/posts-table';

/** #/rm-admin/posts: the post list, and the detail of the post in ?post=. */
export function PostsPage() {
  const params = useListParams({ sorts: POST_LIST_SORTS });
  const [openPost, setOpenPost] = useSearchParam('post');
  const { banner, showSuccess, clear } = useStatusBanner();
  if (openPost) return <PostDetail postId={openPost} onBack={() => setOpenPost('')} />;
  return (
    <Stack gap="md">
      <StatusBanner banner={banner} onClose={clear} />
      <PostsTable params={params} onView={(post) => setOpenPost(post._id)} onDeleted={() => showSuccess(messages.post.deleted)} onBulkDone={showSuccess} />
    </Stack>
  );
}
