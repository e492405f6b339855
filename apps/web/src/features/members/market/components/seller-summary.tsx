import { Anchor, Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { IconMailCheck, IconMessageCircleBolt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '@souq/contract/members-account';
import { useMarketText } from '@/i18n/members/market';
import { formatDate } from '@/lib/format';
import { avatarImageProps } from '@/lib/photo';
import { replyRateText, replySpeedKey } from '../seller-record';

export interface SellerSummaryProps {
  seller: Pick<MemberProfile, '_id' | 'name' | 'photo'> & Partial<Pick<MemberProfile, 'createdAt' | 'emailVerified' | 'replies' | 'listings'>>;
  /** Where the name leads: the seller's page from a listing, nowhere on the seller's page itself. */
  to?: string;
  size?: number;
}

/**
 * What a buyer judges a seller by, before driving across the city: the name (a link to their
 * other listings), member since, a verified e-mail, and how they usually reply. What the profile
 * has not answered yet is simply left out.
 */
export function SellerSummary({ seller, to, size = 48 }: SellerSummaryProps) {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const speed = seller.replies ? replySpeedKey(seller.replies) : null;
  const name = (
    <Text fw={700} size="lg" dir="auto" component="span">
      {seller.name}
    </Text>
  );
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar {...avatarImageProps(seller.photo, size)} alt={t('listing.sellerPhoto', { name: seller.name })} size={size} radius="xl" color="teal">
        {seller.name.slice(0, 1)}
      </Avatar>
      <Stack gap={4} style={{ minWidth: 0 }}>
        {to ? (
          <Anchor component={Link} to={to} underline="hover" c="inherit">
            {name}
          </Anchor>
        ) : (
          name
        )}
        {seller.createdAt && (
          <Text size="sm" c="dark.3">
            {t('seller.memberSince', { date: formatDate(seller.createdAt, language, { month: 'long', year: 'numeric' }) })}
          </Text>
        )}
        <Group gap={6}>
          {seller.emailVerified && (
            <Badge variant="light" color="teal" leftSection={<IconMailCheck size={14} aria-hidden />}>
              {t('seller.emailVerified')}
            </Badge>
          )}
        </Group>
        {seller.replies && (
          <Group gap={6} wrap="nowrap">
            <IconMessageCircleBolt size={16} aria-hidden />
            <Text size="sm">{speed ? `${t(speed)} · ${t('seller.replyRate', { rate: replyRateText(seller.replies, language) })}` : t('seller.noReplies')}</Text>
          </Group>
        )}
      </Stack>
    </Group>
  );
}
