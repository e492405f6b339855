import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBigUpLines, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMarketText } from '@/i18n/members/market';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useBumpListing, useRenewListing } from '../api';
import { lifetimeOf, type LifetimeFacts, type LifetimeState } from '../lifetime-status';

const BADGE_COLOR: Record<LifetimeState, string> = { removed: 'red', sold: 'dark', expired: 'orange', ending: 'yellow', active: 'teal' };

/**
 * An owner's listing, where it stands and what to do next: active, ending in N days, expired,
 * sold or removed by staff, with Renew (one tap, when the server allows it) and Move to top
 * (disabled, saying when, within 48 hours of the last).
 */
export function ListingLifetime({ listing, size = 'compact-sm' }: { listing: LifetimeFacts & { _id: string; title: string }; size?: 'compact-sm' | 'sm' }) {
  const t = useMarketText();
  const translate = useServerText();
  const { i18n } = useTranslation();
  const renew = useRenewListing();
  const bump = useBumpListing();
  const life = lifetimeOf(listing);
  const date = (value: Date) => formatDate(value, i18n.language === 'ar' ? 'ar' : 'en');

  const label = {
    removed: t('lifetime.removed'),
    sold: t('lifetime.sold'),
    expired: t('lifetime.expired'),
    ending: life.daysLeft <= 0 ? t('lifetime.expiresToday') : t('lifetime.expiresIn', { count: life.daysLeft }),
    active: t('lifetime.active'),
  }[life.state];
  const next = {
    removed: t('lifetime.nextRemoved'),
    sold: t('lifetime.nextSold'),
    expired: t('lifetime.nextExpired'),
    ending: t('lifetime.nextEnding', { date: date(listing.expiresAt) }),
    active: t('lifetime.nextActive', { date: date(listing.expiresAt) }),
  }[life.state];
  const failed = renew.error ?? bump.error;

  return (
    <Stack gap={4} role="group" aria-label={t('lifetime.status', { title: listing.title })}>
      <Group gap="xs">
        <Badge color={BADGE_COLOR[life.state]} variant={life.state === 'active' ? 'light' : 'filled'} data-testid="lifetime-state">
          {label}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {next}
      </Text>
      {(life.canRenew || life.canBump) && (
        <Group gap="xs">
          {life.canRenew && (
            <Button size={size} leftSection={<IconRefresh size={16} aria-hidden />} loading={renew.isPending} onClick={() => renew.mutate(listing._id)}>
              {t('lifetime.renew')}
            </Button>
          )}
          {life.canBump && (
            <Button
              size={size}
              variant="light"
              leftSection={<IconArrowBigUpLines size={16} aria-hidden />}
              loading={bump.isPending}
              disabled={listing.nextBumpAt !== null}
              onClick={() => bump.mutate(listing._id)}
            >
              {t('lifetime.bump')}
            </Button>
          )}
        </Group>
      )}
      {life.canBump && listing.nextBumpAt && (
        <Text size="xs" c="dimmed">
          {t('lifetime.bumpNext', { date: formatDate(listing.nextBumpAt, i18n.language === 'ar' ? 'ar' : 'en', { dateStyle: 'medium', timeStyle: 'short' }) })}
        </Text>
      )}
      <div role="status">
        {renew.isSuccess && (
          <Text size="sm" c="teal.9">
            {t('lifetime.renewed')}
          </Text>
        )}
        {bump.isSuccess && (
          <Text size="sm" c="teal.9">
            {t('lifetime.bumped')}
          </Text>
        )}
      </div>
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {translate(errorText(failed))}
        </Text>
      )}
    </Stack>
  );
}
