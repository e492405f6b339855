import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  AspectRatio,
  Badge,
  Box,
  Button,
  Center,
  Grid,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconFlag, IconHeart, IconHeartFilled, IconMapPin, IconMessageCircle, IconPhotoOff, IconShare3, IconShieldOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { listingUrl } from '@souq/contract/listing-link';
import { useMarketText } from '@/i18n/members/market';
import { useServerText } from '@/i18n/members/server-text';
import { LoadError } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';
import { formatDate, formatPrice } from '@/lib/format';
import { memberPaths, sellerPath } from '@/lib/members/paths';
import { areaName, districtName } from '@/lib/names';
import { useMemberSession } from '@/lib/members/session';
import { shareLink } from '@/lib/members/share';
import { useMembersOnly } from '@/lib/members/visitors';
import { notifySuccess } from '@/lib/notify';
import { photoProps } from '@/lib/photo';
import { safeMediaUrl } from '@/lib/safe-url';
import { listingQuery, sellerProfileQuery, useFavourite, useOpenConversation } from '../api';
import { ContactButtons } from '../components/contact-buttons';
import { FactsLine, ListingDetails } from '../components/listing-details';
import { ListingStats } from '../components/listing-stats';
import { OwnerActions } from '../components/owner-actions';
import { ReportDialog } from '../components/report-dialog';
import { SellerSummary } from '../components/seller-summary';
import { RatingSummary } from '@/components/members/ratings/rating-stars';

const ListingPhotoViewer = lazy(() => import('../components/listing-photo-viewer').then((module) => ({ default: module.ListingPhotoViewer })));

function Gallery({ listing }: { listing: MemberClassifiedDetail }) {
  const t = useMarketText();
  const photos = listing.media.filter((item) => item.type === 'image' && safeMediaUrl(item.url));
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const current = photos[Math.min(index, photos.length - 1)];
  if (!current) {
    return (
      <AspectRatio ratio={4 / 3}>
        <Box bg="gray.1" style={{ display: 'grid', placeItems: 'center', borderRadius: 'var(--mantine-radius-md)' }}>
          <Stack align="center" gap={4}>
            <IconPhotoOff size={40} aria-hidden />
            <Text c="dimmed">{t('listing.noPhoto')}</Text>
          </Stack>
        </Box>
      </AspectRatio>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-label={t('listing.gallery')}>
      <UnstyledButton
        onClick={() => setViewing(true)}
        aria-label={t('listing.openPhoto', { number: index + 1, count: photos.length })}
        aria-haspopup="dialog"
        style={{ borderRadius: 'var(--mantine-radius-md)', cursor: 'zoom-in' }}
      >
        <AspectRatio ratio={4 / 3}>
          <Image
            {...photoProps(current.url, { sizes: '(max-width: 62em) 100vw, 640px' })}
            alt={t('listing.photo', { number: index + 1, count: photos.length })}
            radius="md"
            fit="cover"
          />
        </AspectRatio>
      </UnstyledButton>
      {viewing && (
        <Suspense fallback={null}>
          <ListingPhotoViewer photos={photos.map((photo) => photo.url)} index={index} onClose={() => setViewing(false)} onView={setIndex} />
        </Suspense>
      )}
      {photos.length > 1 && (
        <Group gap="xs" wrap="nowrap" style={{ overflowX: 'auto' }}>
          {photos.map((photo, i) => (
            <UnstyledButton
              key={photo.url}
              onClick={() => setIndex(i)}
              aria-label={t('listing.showPhoto', { number: i + 1 })}
              aria-pressed={i === index}
              style={{ borderRadius: 8, outline: i === index ? '3px solid var(--mantine-color-teal-6)' : undefined, flex: '0 0 auto' }}
            >
              <Image {...photoProps(photo.url, { sizes: '72px', lazy: true })} alt="" w={72} h={54} radius="sm" fit="cover" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/**
 * Shares the listing's page at its real path (/l/:id/<slug>): a chat app previews it with its photo
 * and price, and a visitor without the app can read it. The system share sheet where there is one,
 * else the link is copied, else shown.
 */
function ShareButton({ listing }: { listing: MemberClassifiedDetail }) {
  const t = useMarketText();
  const [sharing, setSharing] = useState(false);
  const onShare = async () => {
    const link = listingUrl(window.location.origin, listing._id, listing.title);
    setSharing(true);
    try {
      const outcome = await shareLink(link, t('listing.shareTitle'));
      if (outcome === 'copied') notifySuccess(t('listing.linkCopied', { link }));
      if (outcome === 'shown') notifySuccess(t('listing.shareLink', { link }));
    } finally {
      setSharing(false);
    }
  };
  return (
    <Button variant="light" color="gray" loading={sharing} leftSection={<IconShare3 size={18} aria-hidden />} onClick={() => void onShare()}>
      {t('listing.share')}
    </Button>
  );
}

/** One listing: gallery, price, place, its type's details, the seller, and what a buyer (or its seller) can do. */
export function ListingPage() {
  const { id = '' } = useParams();
  const t = useMarketText();
  const { i18n } = useTranslation();
  const translate = useServerText();
  const language = i18n.language;
  const session = useMemberSession();
  const navigate = useNavigate();
  const listing = useQuery(listingQuery(id));
  // What a buyer judges the seller by comes apart from the listing, so the listing never waits for it.
  const seller = useQuery({ ...sellerProfileQuery(listing.data?.user_id._id ?? ''), enabled: Boolean(listing.data) });
  const favourite = useFavourite(id);
  const openChat = useOpenConversation();
  const [reporting, setReporting] = useState(false);
  // A visitor's chat, favourite or report asks them to join first.
  const membersOnly = useMembersOnly();
  const [reported, setReported] = useState(false);

  if (listing.isError) return <LoadError error={errorText(listing.error)} onRetry={() => void listing.refetch()} />;
  if (listing.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('listing.gallery')} />
      </Center>
    );
  }
  const item = listing.data;
  const mine = session?._id === item.user_id._id;
  const place = [item.area_id && areaName(language, item.area_id), districtName(language, item.district_id)]
    .filter(Boolean)
    .join(language === 'ar' ? '، ' : ', ');
  const sellerPhoto = safeMediaUrl(item.user_id.photo);

  return (
    <Stack gap="md" maw={1100} mx="auto" component="article" aria-labelledby="listing-title">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Gallery listing={item} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            {mine && !item.allowed && (
              <Alert color="red" variant="light" icon={<IconShieldOff size={20} aria-hidden />}>
                {t('listing.disallowed')}
              </Alert>
            )}
            <Group gap="xs">
              {item.sold && <Badge color="dark">{item.soldAt ? t('listing.soldOn', { date: formatDate(item.soldAt, language) }) : t('listing.sold')}</Badge>}
              {item.featured && !item.sold && (
                <Badge color="grape" data-testid="featured-label">
                  {t('lifetime.featured')}
                </Badge>
              )}
              {/* Darker than the theme's orange.9, under which the badge's white text is below 4.5:1. */}
              {item.reserved && !item.sold && item.reservedUntil && (
                <Badge color="#a33a00" data-testid="reserved-label">
                  {t(item.reservedForMe ? 'offers.reservedForYou' : 'offers.reservedUntil', { date: formatDate(item.reservedUntil, language) })}
                </Badge>
              )}
            </Group>
            <Title order={1} size="h2" id="listing-title" dir="auto">
              {item.title}
            </Title>
            <Text fz={28} fw={800} c="teal.9" aria-label={`${t('listing.price')}: ${formatPrice(item.price, item.currencyDetails.currency_code, language)}`}>
              {formatPrice(item.price, item.currencyDetails.currency_code, language)}
            </Text>
            <FactsLine listing={item} />
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={18} aria-hidden />
              <Text dir="auto">{place}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('listing.posted', { date: formatDate(item.createdAt, language) })}
            </Text>

            <Paper withBorder radius="md" p="sm" component="section" aria-label={t('listing.seller')}>
              <Text size="xs" c="dimmed" mb={6}>
                {t('listing.seller')}
              </Text>
              <SellerSummary seller={{ ...item.user_id, photo: sellerPhoto ?? null, ...seller.data }} to={sellerPath(item.user_id._id)} size={44} />
              <Box mt={6}>
                <RatingSummary summary={item.sellerRating} />
              </Box>
            </Paper>

            {mine && item.stats && (
              <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="listing-stats">
                <Text fw={600} size="sm" id="listing-stats" mb={6}>
                  {t('listing.statsTitle')}
                </Text>
                <ListingStats stats={item.stats} title={item.title} />
              </Paper>
            )}
            {mine && <OwnerActions listing={item} />}
            {!mine && (
              <Stack gap="xs">
                <ContactButtons listing={item} />
                <Button
                  size="md"
                  leftSection={<IconMessageCircle size={20} aria-hidden />}
                  loading={openChat.isPending}
                  onClick={membersOnly('chat', () =>
                    openChat.mutate(item._id, { onSuccess: (conversation) => void navigate(`${memberPaths.chat}/${conversation._id}`) }),
                  )}
                >
                  {t('listing.chat')}
                </Button>
                {openChat.error && (
                  <Text size="sm" c="red.8" role="alert">
                    {translate(errorText(openChat.error))}
                  </Text>
                )}
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  <Button
                    variant={item.favouritedByMe ? 'filled' : 'light'}
                    color="pink"
                    leftSection={item.favouritedByMe ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
                    onClick={membersOnly('favourite', () => favourite.mutate(!item.favouritedByMe))}
                    aria-pressed={item.favouritedByMe}
                  >
                    {item.favouritedByMe ? t('listing.unfavourite') : t('listing.favourite')}
                  </Button>
                  <Button
                    variant="light"
                    color="gray"
                    leftSection={<IconFlag size={18} aria-hidden />}
                    onClick={membersOnly('report', () => setReporting(true))}
                  >
                    {t('listing.report')}
                  </Button>
                </SimpleGrid>
                <div role="status">
                  {item.favouritedByMe && (
                    <Text size="sm" c="pink.9">
                      {t('listing.favourited')}
                    </Text>
                  )}
                  {reported && (
                    <Text size="sm" c="teal.9">
                      {t('listing.reported')}
                    </Text>
                  )}
                </div>
                {favourite.error && (
                  // red.9: red.8 is below text contrast on the page's grey (4.3:1).
                  <Text size="sm" c="red.9" role="alert">
                    {translate(errorText(favourite.error))}
                  </Text>
                )}
              </Stack>
            )}
            {/* After the buyer's (or seller's) own actions: chatting comes first. */}
            <ShareButton listing={item} />
          </Stack>
        </Grid.Col>
      </Grid>

      {item.description && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="listing-description">
          <Title order={2} size="h4" id="listing-description" mb="xs">
            {t('listing.description')}
          </Title>
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {item.description}
          </Text>
        </Paper>
      )}
      <ListingDetails listing={item} />
      <ReportDialog
        id={item._id}
        title={item.title}
        opened={reporting}
        onClose={() => setReporting(false)}
        onDone={() => {
          setReporting(false);
          setReported(true);
        }}
      />
    </Stack>
  );
}
