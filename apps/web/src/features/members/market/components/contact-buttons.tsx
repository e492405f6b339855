import { Button, SimpleGrid } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { useMarketText } from '@/i18n/members/market';
import { listingUrl } from '@souq/contract/listing-link';
import { useMemberSession } from '@/lib/members/session';
import { useContactEvent } from '../api';

/**
 * The listing's public address, which the WhatsApp message carries: the page at /l/<id>/<slug>
 * the server serves with the listing's preview. The app is served from the public address, so its
 * origin is it.
 */
export const listingLink = (id: string, title: string) => listingUrl(window.location.origin, id, title);

/** wa.me wants the number's digits alone, without + or spaces. */
export const whatsappLink = (phone: string, text: string) => `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/**
 * Call and WhatsApp, when the seller verified a phone and shows it (the answer carries it only
 * then), for members and visitors alike: a deal in the Gulf starts on the phone. A member's tap is
 * counted for the seller's statistics (the link opens whether or not that lands); a visitor's is
 * not, as counting needs an account to count once.
 */
export function ContactButtons({ listing }: { listing: MemberClassifiedDetail }) {
  const t = useMarketText();
  const session = useMemberSession();
  const contact = useContactEvent(listing._id);
  const count = (kind: 'call' | 'whatsapp') => {
    if (session) contact.mutate(kind);
  };
  const phone = listing.sellerPhone;
  if (!phone) return null;
  const message = t('listing.whatsappMessage', { title: listing.title, link: listingLink(listing._id, listing.title) });
  return (
    <SimpleGrid cols={2} spacing="xs">
      <Button
        component="a"
        href={`tel:${phone}`}
        size="md"
        color="teal"
        leftSection={<IconPhone size={20} aria-hidden />}
        aria-label={t('listing.callLabel', { phone })}
        onClick={() => count('call')}
      >
        {t('listing.call')}
      </Button>
      <Button
        component="a"
        href={whatsappLink(phone, message)}
        target="_blank"
        rel="noopener noreferrer"
        size="md"
        color="green"
        variant="outline"
        leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
        aria-label={t('listing.whatsappLabel')}
        onClick={() => count('whatsapp')}
      >
        {t('listing.whatsapp')}
      </Button>
    </SimpleGrid>
  );
}
