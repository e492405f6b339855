import { Trans } from 'react-i18next';

export type SentenceKey = 'register.checkText' | 'forgot.sentText' | 'profile.unverifiedText' | 'profile.resent';

/**
 * A catalog sentence naming an e-mail address (`<email>{{email}}</email>` in the text): the
 * address is its own left-to-right island, so "mona-1@example.com" stays whole and in order
 * inside an Arabic sentence, even where the line breaks.
 */
export function SentenceWithEmail({ i18nKey, email }: { i18nKey: SentenceKey; email: string }) {
  return <Trans i18nKey={i18nKey} values={{ email }} components={{ email: <bdi dir="ltr" style={{ overflowWrap: 'anywhere', unicodeBidi: 'isolate' }} /> }} />;
}
