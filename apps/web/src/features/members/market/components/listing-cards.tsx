import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import type { MemberClassifiedItem } from '@souq/contract/members-classifieds';
import { useFirstScreenCount } from '@/lib/first-screen-count';
import { ListingCard } from './listing-card';

/** Two rows of a phone's two columns: the cards rendered, photos and all, before the others (useFirstScreenCount). */
const FIRST_LISTINGS = 4;

/**
 * A search's found listings in the grid (two a row on a phone, three from 48em, four from 75em),
 * then `end` (the next page's trigger) once every card is there, so it never fires early.
 */
export function ListingCards({
  listings,
  terms,
  fresh,
  end,
}: {
  listings: MemberClassifiedItem[];
  /** The search's words, marked in the titles. */
  terms: readonly string[];
  /** The listings a saved search's alert announced, marked New. */
  fresh: ReadonlySet<string>;
  end: ReactNode;
}) {
  const shown = useFirstScreenCount(listings.length, FIRST_LISTINGS);
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        {listings.slice(0, shown).map((listing, index) => (
          <ListingCard key={listing._id} listing={listing} terms={terms} isNew={fresh.has(listing._id)} eager={index < FIRST_LISTINGS} />
        ))}
      </SimpleGrid>
      {shown === listings.length && end}
    </>
  );
}
