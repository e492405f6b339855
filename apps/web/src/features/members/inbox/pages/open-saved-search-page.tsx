import { useEffect, useState } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { openSavedSearch, savedSearchKeys } from '../api';

/**
 * #/app/saved-searches/:id (an alert, a digest's link, the list's Open): asks which listings are
 * new to the saved search, then shows the search itself with them marked (the market's search
 * screen reads them from the navigation's state). The entry is replaced, so Back skips it.
 */
export function OpenSavedSearchPage() {
  const { t } = useTranslation('inbox');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    openSavedSearch(id).then(
      ({ savedSearch, newListingIds }) => {
        if (cancelled) return;
        void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
        // The market's cached pages of this search predate the new listings: they are read afresh.
        queryClient.removeQueries({ queryKey: ['members', 'market', 'search'] });
        const { country_id: _country, ...params } = savedSearch.params;
        void navigate(`${memberPaths.classifieds}/search?${new URLSearchParams(params).toString()}`, { replace: true, state: { newListingIds } });
      },
      (error: unknown) => !cancelled && setFailure(errorText(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [id, attempt]);

  return (
    <Stack gap="md" maw={760} mx="auto">
      {failure ? (
        <LoadError order={1} error={failure} onRetry={() => (setFailure(null), setAttempt((n) => n + 1))} />
      ) : (
        <Center py="xl">
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Text>{t('savedSearches.opening')}</Text>
          </Stack>
        </Center>
      )}
    </Stack>
  );
}
