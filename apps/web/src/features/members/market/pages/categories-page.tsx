import { AspectRatio, Box, Button, Card, Center, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCategory, IconHeart, IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMarketText } from '@/i18n/members/market';
import { ListingSearchBox } from '@/components/members/listing-search-box';
import { LoadError, MembersState } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';
import { listingSearchPath } from '@/lib/members/listing-search';
import { memberPaths } from '@/lib/members/paths';
import { photoProps } from '@/lib/photo';
import { categoriesQuery } from '../api';
import { categoryName } from '@/lib/names';

export const searchPath = (categoryId?: string) => `${memberPaths.classifieds}/search${categoryId ? `?category_id=${encodeURIComponent(categoryId)}` : ''}`;

/**
 * The marketplace's first screen: the search box, then its categories in order of use (the most
 * listings on sale first: cars and flats lead), as a grid of small tiles (four a row on a phone,
 * so every category shows without scrolling), each opening its search.
 */
export function CategoriesPage() {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const categories = useQuery(categoriesQuery());
  const navigate = useNavigate();

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <ListingSearchBox onSearch={(request) => void navigate(listingSearchPath(request))} />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('categories.title')}
          </Title>
          <Text c="dimmed">{t('categories.subtitle')}</Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to={searchPath()} variant="light" leftSection={<IconLayoutGrid size={18} aria-hidden />}>
            {t('categories.all')}
          </Button>
          <Button component={Link} to={`${memberPaths.classifieds}/mine`} variant="default" leftSection={<IconList size={18} aria-hidden />}>
            {t('mine.link')}
          </Button>
          <Button component={Link} to={`${memberPaths.classifieds}/favourites`} variant="default" leftSection={<IconHeart size={18} aria-hidden />}>
            {t('mine.favouritesLink')}
          </Button>
        </Group>
      </Group>
      {categories.isError ? (
        <LoadError order={2} error={errorText(categories.error)} onRetry={() => void categories.refetch()} />
      ) : categories.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('categories.title')} />
        </Center>
      ) : categories.data.length === 0 ? (
        <MembersState order={2} icon={<IconCategory size={28} aria-hidden />} title={t('categories.empty')} text={t('categories.emptyText')} />
      ) : (
        <SimpleGrid component="ul" cols={{ base: 4, sm: 6 }} spacing={{ base: 'xs', sm: 'md' }} p={0} m={0} style={{ listStyle: 'none' }}>
          {categories.data.map((category) => {
            const image = photoProps(category.category_image, { sizes: '(max-width: 48em) 25vw, 200px', lazy: true });
            const name = categoryName(i18n.language, category);
            return (
              <li key={category._id}>
                <Card component={Link} to={searchPath(category._id)} withBorder radius="md" padding={4} h="100%">
                  <Card.Section>
                    <AspectRatio ratio={1}>
                      {image ? (
                        <Image {...image} alt="" fit="cover" />
                      ) : (
                        <Box bg="teal.0" style={{ display: 'grid', placeItems: 'center' }}>
                          <IconCategory size={28} aria-hidden color="var(--mantine-color-teal-7)" />
                        </Box>
                      )}
                    </AspectRatio>
                  </Card.Section>
                  {/* A long one-word name ("automotive") breaks, hyphenated where the language allows, rather than being cut off on a phone's narrow tile. */}
                  <Text
                    fw={600}
                    fz={{ base: 'xs', sm: 'sm' }}
                    ta="center"
                    mt={6}
                    dir="auto"
                    lineClamp={2}
                    lh={1.3}
                    style={{ hyphens: 'auto', overflowWrap: 'anywhere' }}
                  >
                    {name}
                  </Text>
                </Card>
              </li>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
