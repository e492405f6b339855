import { Button, SimpleGrid } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { useMarketText } from '@/i18n/members/market';
import { useContactEvent } from '../api';

/**
 * The listing's public address, which the WhatsApp message carries: the page at /l/<id> the server
 * serves with the listing's preview. The app is served from the public address, so its origin is it.
 */
export const listingLink = (id: string) => `${window.location.origin}/l/${id}`;

/** wa.me wants the number's digits alone, without + or spaces. */
export const whatsappLink = (phone: string, text: string) => `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/**
 * Call and WhatsApp, when the seller verified a phone and shows it (the answer carries it only
 * then). Each tap is counted for the seller's statistics; the link opens whether or not that lands.
 */
export function ContactButtons({ listing }: { listing: MemberClassifiedDetail }) {
  const t = useMarketText();
  const contact = useContactEvent(listing._id);
  const phone = listing.sellerPhone;
  if (!phone) return null;
  const message = t('listing.whatsappMessage', { title: listing.title, link: listingLink(listing._id) });
  return (
    <SimpleGrid cols={2} spacing="xs">
      <Button
        component="a"
        href={`tel:${phone}`}
        size="md"
        color="teal"
        leftSection={<IconPhone size={20} aria-hidden />}
        aria-label={t('listing.callLabel', { phone })}
        onClick={() => contact.mutate('call')}
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
        onClick={() => contact.mutate('whatsapp')}
      >
        {t('listing.whatsapp')}
      </Button>
    </SimpleGrid>
  );
}
