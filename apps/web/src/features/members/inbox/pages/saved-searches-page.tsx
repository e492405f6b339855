import { useState } from 'react';
import { Badge, Button, Center, Group, Loader, Modal, Paper, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SAVED_SEARCH_ALERTS, type SavedSearch, type SavedSearchAlert } from '@souq/contract/members-saved-searches';
import { LoadError, MembersState } from '@/components/members/members-state';
import { PageTitle } from '@/components/members/page-title';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { savedSearchesQuery, useDeleteSavedSearch, useUpdateSavedSearch } from '../api';

/** How a saved search is named: its name, else its words, else "All listings". */
export const savedSearchLabel = (search: Pick<SavedSearch, 'name' | 'params'>, anyText: string) => search.name ?? search.params.q ?? anyText;

/**
 * #/app/saved-searches: the member's saved searches, each with its new listings counted, its
 * alerts (instant, daily e-mail, off) changed at once, and a delete that asks first. Opening
 * one shows the search with the new listings marked.
 */
export function SavedSearchesPage() {
  const { t } = useTranslation('inbox');
  const translate = useServerText();
  const list = useQuery(savedSearchesQuery());
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [announced, setAnnounced] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const header = <PageTitle title={t('savedSearches.title')} text={t('savedSearches.intro')} />;
  if (list.isPending) {
    return (
      <Stack gap="md" maw={760} mx="auto">
        {header}
        <Center py="xl">
          <Loader aria-label={t('savedSearches.title')} />
        </Center>
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Stack gap="md" maw={760} mx="auto">
        {header}
        <LoadError order={2} error={errorText(list.error)} onRetry={() => void list.refetch()} />
      </Stack>
    );
  }

  const change = (id: string, alert: SavedSearchAlert) => {
    setFailure(null);
    update.mutate({ id, alert }, { onSuccess: () => setAnnounced(t('savedSearches.changed')), onError: (error) => setFailure(translate(errorText(error))) });
  };
  const searches = list.data.savedSearches;
  return (
    <Stack gap="md" maw={760} mx="auto">
      {header}
      <VisuallyHidden role="status">{announced}</VisuallyHidden>
      {failure && (
        <Text c="red.8" size="sm" role="alert">
          {failure}
        </Text>
      )}
      {searches.length === 0 ? (
        <MembersState order={2} icon={<IconSearch size={28} aria-hidden />} title={t('savedSearches.emptyTitle')} text={t('savedSearches.emptyText')}>
          <Button component={Link} to={`${memberPaths.classifieds}/search`}>
            {t('savedSearches.search')}
          </Button>
        </MembersState>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('savedSearches.list')}>
          {searches.map((search) => {
            const label = savedSearchLabel(search, t('savedSearches.anyText'));
            return (
              <Paper component="li" key={search._id} withBorder radius="md" p="md" data-testid="saved-search">
                <Stack gap="sm">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                      {label}
                    </Text>
                    {search.newMatches > 0 && (
                      <Badge color="red.9" style={{ flexShrink: 0 }} data-testid="new-matches">
                        {t('savedSearches.newCount', { count: search.newMatches })}
                      </Badge>
                    )}
                  </Group>
                  {search.name && search.params.q && (
                    <Text size="sm" c="dimmed" dir="auto">
                      {search.params.q}
                    </Text>
                  )}
                  <Stack gap={4}>
                    <Text size="sm" fw={500} id={`alerts-${search._id}`}>
                      {t('savedSearches.alerts')}
                    </Text>
                    <SegmentedControl
                      aria-labelledby={`alerts-${search._id}`}
                      value={search.alert}
                      onChange={(value) => change(search._id, value as SavedSearchAlert)}
                      data={SAVED_SEARCH_ALERTS.map((alert) => ({ value: alert, label: t(`savedSearches.alert.${alert}`) }))}
                      fullWidth
                    />
                  </Stack>
                  <Group justify="space-between">
                    <Button component={Link} to={`${memberPaths.savedSearches}/${search._id}`} aria-label={`${t('savedSearches.open')}: ${label}`}>
                      {t('savedSearches.open')}
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      c="red.9"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => setDeleting(search)}
                      aria-label={`${t('savedSearches.delete')}: ${label}`}
                    >
                      {t('savedSearches.delete')}
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      <Modal opened={deleting !== null} onClose={() => !remove.isPending && setDeleting(null)} title={t('savedSearches.deleteTitle')} centered>
        <Stack gap="md">
          <Text>{t('savedSearches.deleteText')}</Text>
          {remove.error && (
            <Text c="red.8" size="sm" role="alert">
              {translate(errorText(remove.error))}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending} data-autofocus>
              {t('savedSearches.cancel')}
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting._id, {
                  onSuccess: () => {
                    setDeleting(null);
                    setAnnounced(t('savedSearches.deleted'));
                  },
                })
              }
            >
              {t('savedSearches.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
