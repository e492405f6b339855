import { Anchor, AspectRatio, Card, Center, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCategory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@souq/contract/categories';
import { useMarketText } from '@/i18n/members/market';
import { LoadError } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { photoProps } from '@/lib/photo';
import { categoriesQuery, myAccountQuery } from '../api';
import { SellForm } from '../components/sell-form';
import { categoryName } from '@/lib/names';

function CategoryPicker({ categories }: { categories: Category[] }) {
  const t = useMarketText();
  const { i18n } = useTranslation();
  return (
    <SimpleGrid component="ul" cols={{ base: 2, xs: 3, md: 4, lg: 6 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {categories
        .filter((category) => category.classifiedType)
        .map((category) => {
          const image = photoProps(category.category_image, { sizes: '(max-width: 36em) 50vw, 200px', lazy: true });
          return (
            <li key={category._id}>
              <Card component={Link} to={`${memberPaths.sell}?category_id=${category._id}`} withBorder radius="md" padding="xs" h="100%">
                <Card.Section>
                  <AspectRatio ratio={1}>
                    {image ? (
                      <Image {...image} alt="" fit="cover" />
                    ) : (
                      <Center bg="teal.0">
                        <IconCategory size={32} aria-hidden />
                      </Center>
                    )}
                  </AspectRatio>
                </Card.Section>
                <Text fw={600} ta="center" mt="xs" dir="auto">
                  {categoryName(i18n.language, category)}
                </Text>
              </Card>
            </li>
          );
        })}
      {categories.length === 0 && <Text>{t('categories.emptyText')}</Text>}
    </SimpleGrid>
  );
}

/** Sell: pick the category (its type), then that type's form, checked by the contract's own schema. */
export function SellPage() {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const categories = useQuery(categoriesQuery());
  const account = useQuery(myAccountQuery());
  const category = categories.data?.find((c) => c._id === params.get('category_id'));
  const type = category?.classifiedType;

  if (categories.isError) return <LoadError error={errorText(categories.error)} onRetry={() => void categories.refetch()} />;
  if (categories.isPending || account.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('sell.title')} />
      </Center>
    );
  }
  return (
    <Stack gap="md" maw={900} mx="auto">
      {category && type ? (
        <>
          <Anchor component={Link} to={memberPaths.sell} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden style={{ transform: i18n.language === 'ar' ? 'scaleX(-1)' : undefined }} />
              {t('sell.change')}
            </Group>
          </Anchor>
          <Title order={1} size="h2" dir="auto">
            {t('sell.formTitle', { category: categoryName(i18n.language, category) })}
          </Title>
          <SellForm
            key={category._id}
            categoryId={category._id}
            categoryName={categoryName(i18n.language, category)}
            type={type}
            country={account.data?.country_id ?? 'KW'}
          />
        </>
      ) : (
        <>
          <Title order={1} size="h2">
            {t('sell.title')}
          </Title>
          <Text>{t('sell.pick')}</Text>
          <CategoryPicker categories={categories.data} />
        </>
      )}
    </Stack>
  );
}
