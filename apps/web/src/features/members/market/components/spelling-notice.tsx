import { Alert, Anchor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import type { Spelling } from '@souq/contract/members-classifieds';
import { MARKET_NAMESPACE } from '@/i18n/members/market';

export interface SpellingNoticeProps {
  spelling: Spelling;
  /** The text as the member typed it. */
  typed: string;
  /** The address of this search with another text. */
  addressFor: (q: string) => string;
}

/**
 * "Did you mean …?" when a spelling the listings use is offered; when the server already searched
 * it (the text as typed found nothing), says so and links back to the text as typed. The texts
 * are the member's own words, each its own direction island (dir="auto") inside the sentence.
 * (The market namespace is not among i18next's typed resources, hence the casts; useMarketText
 * checks the same keys, search.spelling.*, elsewhere.)
 */
export function SpellingNotice({ spelling, typed, addressFor }: SpellingNoticeProps) {
  // The member's words are the elements' own children, never interpolated into the sentence: a
  // `<` they typed stays text.
  const link = (q: string) => (
    <Anchor component={Link} to={addressFor(q)} dir="auto" fw={600}>
      {q}
    </Anchor>
  );
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} aria-hidden />} role="status" data-testid="spelling">
      {spelling.applied ? (
        <Trans
          ns={MARKET_NAMESPACE as never}
          i18nKey={'search.spelling.applied' as never}
          components={{ strong: <strong dir="auto">{spelling.suggestion}</strong>, link: link(typed) }}
        />
      ) : (
        <Trans ns={MARKET_NAMESPACE as never} i18nKey={'search.spelling.offered' as never} components={{ link: link(spelling.suggestion) }} />
      )}
    </Alert>
  );
}
