import { AppShell, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCirclePlus, IconHome, IconLayoutGrid, IconMessageCircle, IconUserCircle, type Icon } from '@tabler/icons-react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLink } from '@/components/members/brand-link';
import { LanguageSwitch } from '@/components/members/language-switch';
import { OfflineBanner } from '@/components/members/offline-banner';
import { memberPaths } from '@/lib/member-paths';
import { useMemberSession } from '@/lib/member-session';
import classes from './members-shell.module.css';

type NavKey = 'home' | 'classifieds' | 'sell' | 'chat' | 'profile';

/** The five places of the members' app, in the order of the phone's bottom bar. */
const NAV_ITEMS: readonly { key: NavKey; path: string; icon: Icon }[] = [
  { key: 'home', path: memberPaths.home, icon: IconHome },
  { key: 'classifieds', path: memberPaths.classifieds, icon: IconLayoutGrid },
  { key: 'sell', path: memberPaths.sell, icon: IconCirclePlus },
  { key: 'chat', path: memberPaths.chat, icon: IconMessageCircle },
  { key: 'profile', path: memberPaths.profile, icon: IconUserCircle },
];

const isActive = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The signed-in members' app: the Souq name and the language switch on top; on a phone the five
 * places in a bottom bar under the thumb, on a wider screen a side navigation (on the right in
 * Arabic, as the whole layout mirrors). A visitor without a member login goes to log in.
 */
export function MembersShell() {
  const session = useMemberSession();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  if (!session) return <Navigate to={memberPaths.login} replace />;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: { base: 64, sm: 0 } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <BrandLink to={memberPaths.root} />
          <LanguageSwitch />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" component="nav" aria-label={t('nav.label')} visibleFrom="sm">
        {NAV_ITEMS.map(({ key, path, icon: ItemIcon }) => {
          const active = isActive(pathname, path);
          return (
            <NavLink
              key={key}
              component={Link}
              to={path}
              label={t(`nav.${key}`)}
              leftSection={<ItemIcon size={20} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="light"
              className={classes.sideLink}
            />
          );
        })}
      </AppShell.Navbar>

      <AppShell.Main bg="gray.0">
        <OfflineBanner />
        <Outlet />
      </AppShell.Main>

      <AppShell.Footer hiddenFrom="sm" component="nav" aria-label={t('nav.label')}>
        <Group grow gap={0} h="100%" wrap="nowrap">
          {NAV_ITEMS.map(({ key, path, icon: ItemIcon }) => {
            const active = isActive(pathname, path);
            return (
              <UnstyledButton
                key={key}
                component={Link}
                to={path}
                aria-current={active ? 'page' : undefined}
                className={classes.bottomLink}
                data-active={active || undefined}
              >
                <Stack gap={2} align="center">
                  <ItemIcon size={key === 'sell' ? 28 : 24} aria-hidden />
                  <Text component="span" size="xs" fw={active ? 700 : 500} lh={1.2}>
                    {t(`nav.${key}`)}
                  </Text>
                </Stack>
              </UnstyledButton>
            );
          })}
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}
