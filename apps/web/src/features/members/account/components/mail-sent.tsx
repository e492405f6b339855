import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { JoinFrame } from '@/components/members/join-frame';
import { SentenceWithEmail, type SentenceKey } from '@/components/members/sentence-with-email';
import { memberPaths } from '@/lib/members/paths';

export interface MailSentProps {
  title: string;
  /** The catalog sentence naming the address the mail went to. */
  sentence: SentenceKey;
  email: string;
  /** The sentence's numbers, if it has any. */
  values?: Record<string, number>;
  hint?: string;
  /** The button back to logging in. */
  toLogin: string;
}

/** A join screen's "check your e-mail" (after registering, after asking for a reset link), announced as it appears. */
export function MailSent({ title, sentence, email, values, hint, toLogin }: MailSentProps) {
  return (
    <JoinFrame title={title}>
      <Stack gap="md" role="status">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconMailForward size={30} />
        </ThemeIcon>
        <Text>
          <SentenceWithEmail i18nKey={sentence} email={email} values={values} />
        </Text>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        <Button component={Link} to={memberPaths.login} size="md" fullWidth>
          {toLogin}
        </Button>
      </Stack>
    </JoinFrame>
  );
}
