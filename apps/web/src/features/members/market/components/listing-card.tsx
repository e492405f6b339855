import { AspectRatio, Badge, Box, Card, Image, Mark, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MemberClassifiedItem } from '@souq/contract/members-classifieds';
import { useTranslation } from 'react-i18next';
import { useMarketText } from '@/i18n/members/market';
import { RatingSummary } from '@/components/members/ratings/rating-stars';
import { formatPrice } from '@/lib/format';
import { memberPaths } from '@/lib/members/paths';
import { photoProps } from '@/lib/photo';
import { highlightParts } from '../highlight';
import { areaName, districtName } from '@/lib/names';

/**
 * The title with the words the search matched marked. The marks are plain inline elements with no
 * direction of their own, so the title's dir="auto" still reads its first strong letter.
 */
export function HighlightedTitle({ title, terms }: { title: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(title, terms).map((part, index) =>
        part.matched ? (
          <Mark key={index} color="yellow.2" c="inherit">
            {part.text}
          </Mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** A listing in the search: its photo, title (the words the search matched marked), price in the reader's locale and currency, place; marked New when a saved search's alert opened the search. */
export function ListingCard({
  listing,
  terms = [],
  isNew = false,
  eager = false,
}: {
  listing: MemberClassifiedItem;
  terms?: readonly string[];
  isNew?: boolean;
  /** On the first screen: its photo is asked for at once, not when it nears the screen. */
  eager?: boolean;
}) {
  const { i18n } = useTranslation();
  const t = useMarketText();
  const language = i18n.language;
  // Two cards a row on a phone, three from 48em, four from 75em (the search's and favourites' grid).
  const image = photoProps(listing.image_url ?? listing.media[0]?.url, { sizes: '(max-width: 48em) 50vw, (max-width: 75em) 33vw, 280px', lazy: !eager });
  const district = districtName(language, listing.district_id);
  const area = listing.area_id ? areaName(language, listing.area_id) : '';
  return (
    <Card component={Link} to={`${memberPaths.classifieds}/${listing._id}`} withBorder radius="md" padding="sm" data-testid="listing-card">
      <Card.Section pos="relative">
        <AspectRatio ratio={4 / 3}>
          {image ? (
            <Image {...image} alt="" />
          ) : (
            <Box bg="gray.1" style={{ display: 'grid', placeItems: 'center' }}>
              <IconPhotoOff size={32} aria-hidden color="var(--mantine-color-gray-6)" />
            </Box>
          )}
        </AspectRatio>
        {listing.sold && (
          <Badge pos="absolute" top={8} style={{ insetInlineStart: 8 }} color="dark">
            {t('search.sold')}
          </Badge>
        )}
        {isNew && !listing.sold && !listing.featured && (
          <Badge pos="absolute" top={8} style={{ insetInlineStart: 8 }} color="red.9" data-testid="new-label">
            {t('search.newListing')}
          </Badge>
        )}
        {listing.featured && !listing.sold && (
          <Badge pos="absolute" top={8} style={{ insetInlineStart: 8 }} color="grape" data-testid="featured-label">
            {t('lifetime.featured')}
          </Badge>
        )}
        {/* Darker than the theme's orange.9, under which the badge's white text is below 4.5:1. */}
        {listing.reserved && !listing.sold && (
          <Badge pos="absolute" top={8} style={{ insetInlineEnd: 8 }} color="#a33a00" data-testid="reserved-label">
            {t('offers.reserved')}
          </Badge>
        )}
      </Card.Section>
      <Text fw={600} mt="xs" lineClamp={2} dir="auto">
        <HighlightedTitle title={listing.title} terms={terms} />
      </Text>
      <Text fw={700} c="teal.9" mt={4}>
        {formatPrice(listing.price, listing.currencyDetails.currency_code, language)}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={1} dir="auto">
        {[area, district].filter(Boolean).join(language === 'ar' ? '، ' : ', ')}
      </Text>
      {listing.sellerRating && <RatingSummary summary={listing.sellerRating} size="xs" />}
    </Card>
  );
}
