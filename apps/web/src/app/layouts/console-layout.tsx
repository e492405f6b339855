import { AppShell, Badge, Burger, Button, Group, Image, Loader, ScrollArea, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Link, Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { messages } from '@/i18n/console/messages';
import logoUrl from '@/assets/logo.svg';
import { canOpen, paths } from '@/lib/console/paths';
import { consolePageTitle, documentTitle } from '@/lib/console/titles';
import { logout as endSession } from '@/lib/console/logout';
import { isStaffRole, useSession } from '@/lib/console/session';
import { ForbiddenState } from '../pages/console-states';
import { ConsoleLanguageSwitch } from '@/components/console/console-language-switch';
import { LeaveGuardProvider } from '@/components/form/leave-guard-provider';
import { useConfirmLeave } from '@/components/form/use-leave-guard';
import { useConsoleLanguage } from '@/i18n/console/language-state';
import { categoriesLookup } from '@/queries/lookups';
import { ConsoleNav } from './console-nav';

const shell = messages.console.shell;

/** In the Arabic console, the Arabic name of the category a classified page is about (?id=), from the sidebar's categories. */
function useArabicCategoryName(search: string, signedIn: boolean): string | undefined {
  const arabic = useConsoleLanguage() === 'ar';
  const categories = useQuery({ ...categoriesLookup(), enabled: arabic && signedIn });
  if (!arabic) return undefined;
  const id = new URLSearchParams(search).get('id');
  return (id && categories.data?.find((category) => category._id === id)?.category_ar) || undefined;
}

/** The staff console: header, side navigation for the role, Logout, and the role guard. */
export function ConsoleLayout() {
  const session = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const pageTitle = consolePageTitle(location.pathname, location.search, useArabicCategoryName(location.search, Boolean(session)));
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);

  if (!session || !isStaffRole(session.role)) return <Navigate to={paths.login} replace />;
  const role = session.role;
  const allowed = canOpen(role, location.pathname);

  return (
    <LeaveGuardProvider>
      <AppShell header={{ height: 60 }} navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="lg">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={shell.toggleNavigation} />
              <Link to={paths.dashboard} aria-label={messages.console.brand}>
                <Image src={logoUrl} alt={messages.console.brand} h={34} w="auto" />
              </Link>
              {/* The page's name: its one h1, beside the logo as in the consoles staff know. */}
              <Title order={1} size="h4" fw={600} lineClamp={1}>
                {pageTitle}
              </Title>
              {navigation.state === 'loading' && <Loader size="xs" role="status" aria-label={messages.console.list.loading} />}
            </Group>
            <Group gap="sm" wrap="nowrap">
              <ConsoleLanguageSwitch userId={session._id} />
              <Text size="sm" fw={500} visibleFrom="xs" dir="auto" truncate maw={220}>
                {session.name || session.email}
              </Text>
              <Badge variant="light" radius="sm">
                {session.role}
              </Badge>
            </Group>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar p="xs">
          <AppShell.Section grow component={ScrollArea} type="scroll">
            <ConsoleNav role={role} onNavigate={close} />
          </AppShell.Section>
          <AppShell.Section pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <LogoutButton />
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main bg="gray.0">{allowed ? <Outlet /> : <ForbiddenState />}</AppShell.Main>
      </AppShell>
    </LeaveGuardProvider>
  );
}

/** Logout, after asking when a form has unsaved changes (the session ends before the page changes). */
function LogoutButton() {
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    await endSession();
    void navigate(paths.login, { replace: true });
  };

  return (
    <Button
      variant="subtle"
      color="red"
      fullWidth
      justify="flex-start"
      leftSection={<IconLogout size={18} />}
      loading={leaving}
      onClick={() => confirmLeave(() => void logout())}
    >
      {shell.logout}
    </Button>
  );
}
