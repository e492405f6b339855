import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@/i18n/console/messages';
import { publicInfoQuery } from '../api';
import { PublicShell } from '../components/public-shell';
import { StoreLinks } from '../components/store-links';
import { PublicLanguage } from '../components/public-language';

const t = messages.publicWeb;

function Blurb({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Text size="sm">{children}</Text>
    </Paper>
  );
}

/** #/ — what Souq is, where to get the apps, privacy, about and contact. */
function Landing() {
  const info = useQuery(publicInfoQuery());
  const email = info.data?.email;
  return (
    <PublicShell size="lg">
      <Stack gap="xl">
        <Stack gap="md" py={{ base: 'md', sm: 48 }} maw={720}>
          <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
            {t.headline}
          </Title>
          <Text size="lg" c="dimmed">
            {t.description}
          </Text>
          <Group gap="sm" align="flex-start">
            {/* The members' web app: its code loads only when this is followed. */}
            <Button component={Link} to="/app" leftSection={<IconWorld size={20} aria-hidden />}>
              {t.openWeb}
            </Button>
            <StoreLinks />
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Blurb title={t.privacyTitle}>{t.privacy}</Blurb>
          <Blurb title={t.aboutTitle}>{t.about}</Blurb>
          <Blurb title={t.contactTitle}>
            {t.contact}
            {email ? <Anchor href={`mailto:${email}`}>{email}</Anchor> : '—'}
          </Blurb>
        </SimpleGrid>
        <Text size="xs" c="dimmed" component="footer">
          {t.attribution}
        </Text>
      </Stack>
    </PublicShell>
  );
}

/** #/ — what Souq is, where to get the apps, privacy, about and contact. */
export function LandingPage() {
  // Around the page, so the page itself renders again in the visitor's language.
  return (
    <PublicLanguage>
      <Landing />
    </PublicLanguage>
  );
}
