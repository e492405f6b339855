import type { ReactNode } from 'react';
import { Box, Container, Group, Paper, Text, Title } from '@mantine/core';
import { BrandLink } from './brand-link';
import { LanguageSwitch } from './language-switch';
import { OfflineBanner } from './offline-banner';

/**
 * The frame of the screens before a member is signed in (log in, register, verify, forgot
 * password): the Souq name and the language switch on top, one card in the middle.
 */
export function JoinFrame({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" wrap="nowrap" maw={960} mx="auto" h={44}>
          <BrandLink to="/" />
          <LanguageSwitch />
        </Group>
      </Box>
      <Container component="main" size={460} px="md" py={{ base: 'lg', sm: 48 }}>
        <OfflineBanner />
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Title order={1} size="h3" mb={subtitle ? 4 : 'lg'}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm" mb="lg">
              {subtitle}
            </Text>
          )}
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
