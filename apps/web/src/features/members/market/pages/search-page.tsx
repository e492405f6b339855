import { lazy, Suspense, useId, useState, type ChangeEvent } from 'react';
import { Anchor, Badge, Button, Center, Collapse, Group, Input, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconArrowLeft, IconChevronDown } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLASSIFIED_SORTS, searchSort, type ClassifiedSort } from '@souq/contract/members-classifieds';
import { useMarketText } from '@/i18n/members/market';
import { LazyListingSearchBox } from '@/components/members/lazy-listing-search-box';
import { LoadMore } from '@/components/members/load-more';
import { LoadError } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { memberPaths } from '@/lib/members/paths';
import { categoriesQuery, myAccountQuery, searchQuery } from '../search-queries';
import { useSearchAskedEarly } from '../early-search';
import {
  activeFilterCount,
  paramsFromSearch,
  queryFromSearch,
  searchFromParams,
  searchCountry,
  searchNeedsType,
  withoutFilter,
  withRequest,
  withSort,
  type SearchState,
} from '../filters';
import { applyChip, facetGroups } from '../facets';
import { EmptySearch } from '../components/empty-search';
import { ListingCards } from '../components/listing-cards';
import { SearchFacets } from '../components/search-facets';
import { useSetFilters } from '../components/set-filters';
import { ActiveFilters } from '../components/active-filters';
import { SpellingNotice } from '../components/spelling-notice';
import { SaveSearchButton } from '../components/save-search-button';
import { categoryName } from '@/lib/names';
import { useMemberSession } from '@/lib/members/session';

// The filters' form (its lists of values and their pickers) comes when a phone first opens it, or
// just after the listings on a wide screen: a category's first screen shows listings, not fields.
const FiltersForm = lazy(() => import('../components/filters-form').then((module) => ({ default: module.FiltersForm })));

/**
 * The listings matching a text, a category (or all of them) and the filters of its type, with the
 * search's counts as chips, a sort and infinite scroll; the whole search lives in the address, so
 * reload, Back and a shared link keep it.
 */
export function SearchPage() {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categories = useQuery(categoriesQuery());
  // A visitor has no account to read: their search is in Kuwait, as a new member's starts.
  const me = useMemberSession();
  const account = useQuery({ ...myAccountQuery(), enabled: Boolean(me) });
  useSearchAskedEarly(params, Boolean(me));
  const category = categories.data?.find((c) => c._id === params.get('category_id'));
  const type = category?.classifiedType;
  const search = searchFromParams(params, type);
  const country = searchCountry(account.data);
  // Opening a category asks for its listings beside the categories, not after them: only a
  // filter of the type's own waits for the type.
  const ready = !searchNeedsType(params) || categories.isSuccess || categories.isError;
  const asked = queryFromSearch(search, country);
  const results = useInfiniteQuery({ ...searchQuery(asked), enabled: ready && !(me && account.isPending) });
  // Opened from a saved search's alert: the listings new to it are marked.
  const location = useLocation();
  const fresh = new Set(newListingIdsOf(location.state));
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Folded on a phone, the filters form is built when first opened: rendered unseen, its dozen
  // fields and their lists held the first listings back by about a second on a phone's CPU.
  const [filtersOpened, setFiltersOpened] = useState(false);
  // A phone folds the filters away under a button; a wider screen shows them.
  const wide = useMediaQuery('(min-width: 48em)') ?? false;

  const setFilters = useSetFilters(search, category, country);

  // A filter replaces the entry in history; a new text is a new search, which Back returns from.
  const update = (next: SearchState, push = false) => setParams(paramsFromSearch(next), { replace: !push });
  const addressFor = (q: string) => `?${paramsFromSearch({ ...search, q }).toString()}`;
  const shownCategory = category ? categoryName(i18n.language, category) : '';
  const listings = results.data?.pages.flatMap((page) => page.classifieds) ?? [];
  // Counts and the spelling come with the first page; the matched words with each, the same for all.
  const first = results.data?.pages[0];
  const terms = first?.terms ?? [];
  const groups = first?.facets ? facetGroups(first.facets, type, search) : [];
  const count = activeFilterCount(search);
  const sort = searchSort(search);
  const sortId = useId();
  // The best match needs text to match: without text the choice is not offered.
  const sorts = CLASSIFIED_SORTS.filter((option) => option !== 'relevance' || search.q);

  const heading = (
    <Title order={1} size="h2" dir="auto">
      {shownCategory ? t('search.titleIn', { category: shownCategory }) : t('search.title')}
    </Title>
  );
  // The phone's own picker, a plain <select> in Mantine's input: lighter on the first screen than
  // a drawn list (Mantine's Select and NativeSelect bring the combobox's code), and what a
  // phone's member knows.
  const sortField = (
    <Input
      component="select"
      id={sortId}
      {...(wide ? {} : { 'aria-label': t('search.sort') })}
      value={sort}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => update(withSort(search, event.currentTarget.value as ClassifiedSort))}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      pointer
    >
      {sorts.map((option) => (
        <option key={option} value={option}>
          {t(`search.sorts.${option}`)}
        </option>
      ))}
    </Input>
  );
  // A wide screen labels the sort above it; a phone names it for screen readers and keeps the row short.
  const sortChoice = wide ? (
    <Input.Wrapper id={sortId} label={t('search.sort')} w={220}>
      {sortField}
    </Input.Wrapper>
  ) : (
    <div style={{ flex: 1, minWidth: 0 }}>{sortField}</div>
  );

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Anchor component={Link} to={memberPaths.classifieds} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden style={{ transform: i18n.language === 'ar' ? 'scaleX(-1)' : undefined }} />
          {t('search.back')}
        </Group>
      </Anchor>
      <LazyListingSearchBox key={search.q} initialText={search.q} onSearch={(request) => update(withRequest(search, request), true)} />
      {wide ? (
        <Group justify="space-between" align="flex-end" gap="sm">
          {heading}
          <Group gap="sm" align="flex-end">
            {me && <SaveSearchButton params={asked as Record<string, string>} />}
            {sortChoice}
          </Group>
        </Group>
      ) : (
        // A phone: the heading with saving beside it, then the filters and the sort in one row,
        // so the results begin on the first screen.
        <>
          <Group justify="space-between" align="center" gap="sm">
            {heading}
            {me && <SaveSearchButton params={asked as Record<string, string>} />}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Button
              variant="light"
              style={{ flexShrink: 0 }}
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              rightSection={
                count > 0 ? (
                  <Badge size="sm" circle>
                    {formatNumber(count, i18n.language)}
                  </Badge>
                ) : undefined
              }
              onClick={() => {
                setFiltersOpened(true);
                setFiltersOpen((open) => !open);
              }}
              aria-expanded={filtersOpen}
              aria-controls="market-filters"
            >
              {filtersOpen ? t('search.hideFilters') : t('search.showFilters')}
            </Button>
            {sortChoice}
          </Group>
        </>
      )}

      <div id="market-filters">
        {wide ? (
          <Suspense fallback={null}>
            <FiltersForm key={params.toString()} type={type} country={country} search={search} onApply={(filters) => update({ ...search, filters })} />
          </Suspense>
        ) : (
          <Collapse expanded={filtersOpen}>
            {filtersOpened && (
              <Suspense
                fallback={
                  <Center py="md">
                    <Loader size="sm" aria-label={t('search.showFilters')} />
                  </Center>
                }
              >
                <FiltersForm
                  key={params.toString()}
                  type={type}
                  country={country}
                  search={search}
                  onApply={(filters) => {
                    setFiltersOpen(false);
                    update({ ...search, filters });
                  }}
                />
              </Suspense>
            )}
          </Collapse>
        )}
      </div>

      <section aria-label={t('search.results')} aria-busy={results.isFetching}>
        <Stack gap="sm" mb="md">
          {listings.length > 0 && <ActiveFilters filters={setFilters} onDrop={(key) => update(withoutFilter(search, key))} />}
          {first?.spelling && <SpellingNotice spelling={first.spelling} typed={search.q} addressFor={addressFor} />}
          {first?.facets && listings.length > 0 && (
            <Text size="sm" c="dimmed" role="status">
              {first.facets.capped ? t('search.totalAtLeast', { count: first.facets.total }) : t('search.total', { count: first.facets.total })}
            </Text>
          )}
          {listings.length > 0 && (
            <SearchFacets groups={groups} atLeast={first?.facets?.capped ?? false} oneRow={!wide} onApply={(chip) => update(applyChip(search, chip))} />
          )}
        </Stack>
        {results.isError && listings.length === 0 ? (
          <LoadError order={2} error={errorText(results.error)} onRetry={() => void results.refetch()} />
        ) : results.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('search.results')} />
          </Center>
        ) : listings.length === 0 ? (
          <EmptySearch
            q={search.q}
            filters={setFilters}
            onDropFilter={(key) => update(withoutFilter(search, key))}
            onDropText={() => update({ ...search, q: '' }, true)}
          />
        ) : (
          <>
            <ListingCards
              listings={listings}
              terms={terms}
              fresh={fresh}
              end={
                results.isFetchNextPageError ? (
                  <LoadError order={2} error={errorText(results.error)} onRetry={() => void results.fetchNextPage()} />
                ) : (
                  <LoadMore
                    hasMore={results.hasNextPage}
                    loading={results.isFetchingNextPage}
                    onLoad={() => void results.fetchNextPage()}
                    label={t('search.more')}
                    endText={t('search.end')}
                  />
                )
              }
            />
          </>
        )}
      </section>
    </Stack>
  );
}

/** The ids a saved search's opening passed in the navigation's state, if any. */
function newListingIdsOf(state: unknown): string[] {
  if (!state || typeof state !== 'object' || !('newListingIds' in state)) return [];
  const ids = (state as { newListingIds: unknown }).newListingIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}
