import { Center, Loader, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { messages } from '@/i18n/console/messages';
import { paths } from '@/lib/console/paths';
import { notifySuccess } from '@/lib/notify';
import { ClassifiedForm } from '../components/classified-form';
import { MissingParams } from '@/components/console/missing-params';
import { useClassifiedCategory } from '@/components/console/use-classified-category';

/** #/rm-admin/classifieds/add-classified-post?id&classified: the type's add form. */
export function AddClassifiedPage() {
  const category = useClassifiedCategory();
  const navigate = useNavigate();
  if (category.problem) return <MissingParams problem={category.problem} />;
  if (category.loading) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={messages.console.list.loading} />
      </Center>
    );
  }
  if (!category.typeKey) return <MissingParams problem={messages.classified.apiMissing} />;

  const back = () => void navigate(`${paths.classifiedPosts}?${category.search}`);
  return (
    <Stack gap="md">
      <ClassifiedForm
        key={category.categoryId}
        type={category.typeKey}
        typeName={category.displayName}
        categoryId={category.categoryId}
        onAdded={() => {
          notifySuccess(messages.generic.dataAdded);
          back();
        }}
        onBack={back}
      />
    </Stack>
  );
}
