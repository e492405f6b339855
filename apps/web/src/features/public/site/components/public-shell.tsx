import type { ReactNode } from 'react';
import { Anchor, Box, Container, Group, Image } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '@/i18n/console/messages';
import logoUrl from '@/assets/logo.svg';
import { PublicLanguageSwitch } from './public-language-switch';

/** The frame of the public pages: a header with the logo linking home and the language switch, then the page's main landmark. */
export function PublicShell({ children, size = 'md' }: { children: ReactNode; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Container size={size} py="md">
        <Group mb="lg" component="header" justify="space-between">
          <Anchor component={Link} to="/" aria-label={messages.publicWeb.home}>
            <Image src={logoUrl} alt={messages.console.brand} h={40} w="auto" />
          </Anchor>
          <PublicLanguageSwitch />
        </Group>
        <main>{children}</main>
      </Container>
    </Box>
  );
}
