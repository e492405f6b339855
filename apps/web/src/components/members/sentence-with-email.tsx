import { Trans } from 'react-i18next';

export type SentenceKey = 'register.checkText' | 'forgot.sentText' | 'profile.unverifiedText' | 'profile.resent';

/**
 * A catalog sentence naming an e-mail address (`<email>{{email}}</email>` in the text): the
 * address is its own left-to-right island, so "mona-1@example.com" stays whole and in order
 * inside an Arabic sentence, even where the line breaks. `values` fills the sentence's numbers
 * (`{{hours, number}}`), written in the reader's digits.
 */
export function SentenceWithEmail({ i18nKey, email, values }: { i18nKey: SentenceKey; email: string; values?: Record<string, number> }) {
  return (
    <Trans
      i18nKey={i18nKey}
      // The catalog's types ask every sentence's numbers of each; a sentence ignores what it does not name.
      values={{ ...values, email } as { email: string; hours: number }}
      components={{ email: <bdi dir="ltr" style={{ overflowWrap: 'anywhere', unicodeBidi: 'isolate' }} /> }}
    />
  );
}
