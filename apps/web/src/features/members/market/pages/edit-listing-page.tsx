import { Anchor, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMarketText } from '@/i18n/members/market';
import { LoadError, MembersState } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { useMemberSession } from '@/lib/members/session';
import { categoriesQuery, listingQuery, myAccountQuery } from '../api';
import { SellForm } from '../components/sell-form';
import { categoryName } from '@/lib/names';

/** #/app/classifieds/:id/edit: the listing's own type's form, prefilled, saved with PATCH. */
export function EditListingPage() {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const { id = '' } = useParams();
  const me = useMemberSession();
  const listing = useQuery(listingQuery(id));
  const categories = useQuery(categoriesQuery());
  const account = useQuery(myAccountQuery());

  const back = (
    <Anchor component={Link} to={`${memberPaths.classifieds}/mine`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden style={{ transform: i18n.language === 'ar' ? 'scaleX(-1)' : undefined }} />
        {t('edit.back')}
      </Group>
    </Anchor>
  );

  if (listing.isError) return <LoadError error={errorText(listing.error)} onRetry={() => void listing.refetch()} />;
  if (listing.isPending || categories.isPending || account.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('edit.title')} />
      </Center>
    );
  }
  const data = listing.data;
  const type = data.classifiedType;
  const category = categories.data?.find((c) => c._id === data.category_id._id);
  const shownCategory = categoryName(i18n.language, category ?? data.category_id);

  return (
    <Stack gap="md" maw={900} mx="auto">
      {back}
      <Title order={1} size="h2">
        {t('edit.title')}
      </Title>
      {data.user_id._id !== me?._id || !type ? (
        <MembersState order={2} icon={<IconLock size={28} aria-hidden />} title={t('edit.title')} text={t('edit.notYours')} />
      ) : (
        <SellForm
          key={data._id}
          categoryId={data.category_id._id}
          categoryName={shownCategory}
          type={type}
          country={data.country_id._id || account.data?.country_id || 'KW'}
          listing={data}
        />
      )}
    </Stack>
  );
}
