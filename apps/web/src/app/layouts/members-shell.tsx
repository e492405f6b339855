import { ActionIcon, AppShell, Badge, Button, Group, Indicator, NavLink, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBell, IconCirclePlus, IconHeadset, IconHome, IconLayoutGrid, IconMessageCircle, IconUserCircle, type Icon } from '@tabler/icons-react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLink } from '@/components/members/brand-link';
import { JoinPromptHost, JoinPromptPanel } from '@/components/members/join-prompt';
import { LanguageSwitch } from '@/components/members/language-switch';
import { OfflineBanner } from '@/components/members/offline-banner';
import { PushOfferHost } from '@/components/members/push-offer';
import { useSendWaitingWrites } from '@/lib/members/use-send-waiting-writes';
import { formatNumber } from '@/lib/format';
import { memberPaths } from '@/lib/members/paths';
import { peekMemberNotice, useMemberSession } from '@/lib/members/session';
import { useNavBadges, type NavBadges } from '@/lib/members/use-nav-badges';
import { rememberReturnTo, visitorMayOpen } from '@/lib/members/visitors';
import classes from './members-shell.module.css';

type NavKey = 'home' | 'classifieds' | 'sell' | 'chat' | 'profile' | 'notifications' | 'support';

interface NavItem {
  key: NavKey;
  path: string;
  icon: Icon;
}

/** The five places of the members' app, in the order of the phone's bottom bar. */
const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', path: memberPaths.home, icon: IconHome },
  { key: 'classifieds', path: memberPaths.classifieds, icon: IconLayoutGrid },
  { key: 'sell', path: memberPaths.sell, icon: IconCirclePlus },
  { key: 'chat', path: memberPaths.chat, icon: IconMessageCircle },
  { key: 'profile', path: memberPaths.profile, icon: IconUserCircle },
];

/** Further places: in the side navigation on a wide screen, as header buttons on a phone (a bottom bar holds five). */
const MORE_ITEMS: readonly NavItem[] = [
  { key: 'notifications', path: memberPaths.notifications, icon: IconBell },
  { key: 'support', path: memberPaths.support, icon: IconHeadset },
];

const isActive = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * A conversation fills the screen between the bars, its box of messages scrolling and the message
 * box always in view: the page gets whatever height the banners above it leave.
 */
const fillsTheScreen = (pathname: string) => pathname.startsWith(`${memberPaths.chat}/`);

/** The count a place's badge shows: new notifications, unread messages, or none. */
function countOf(key: NavKey, badges: NavBadges): number {
  if (key === 'notifications') return badges.notifications;
  if (key === 'chat') return badges.chat;
  return 0;
}

/**
 * The signed-in members' app: the Souq name and the language switch on top; on a phone the five
 * places in a bottom bar under the thumb (notifications and support as buttons in the header),
 * on a wider screen a side navigation (on the right in Arabic, as the whole layout mirrors).
 * Chat and Notifications carry live counts. A visitor without a member login browses the same
 * shell: the header offers Join and Log in, and a personal place (chat, notifications, profile,
 * sell, support) shows the join prompt in place of its screen instead of sending them away.
 */
export function MembersShell() {
  const session = useMemberSession();
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation();
  const badges = useNavBadges(session?._id);
  useSendWaitingWrites(session?._id);
  const visitor = !session;
  const fillsScreen = fillsTheScreen(pathname) && !(visitor && !visitorMayOpen(pathname));
  // A session that just ended (Log out, a deleted account, an expired token) goes to the log-in
  // page, which says why; someone who never logged in browses as a visitor.
  if (visitor && peekMemberNotice()) return <Navigate to={memberPaths.login} replace />;
  // Join and Log in come back to this screen once the visitor is a member.
  const remember = () => rememberReturnTo(`${pathname}${search}`);

  const badgeText = (count: number) => (count > 99 ? `${formatNumber(99, i18n.language)}+` : formatNumber(count, i18n.language));
  /** What the badge's number counts, said after it to screen readers ("Chat 3 unread messages"). */
  const suffixOf = (key: NavKey, count: number) => (key === 'chat' ? t('nav.unreadSuffix', { count }) : t('nav.newSuffix', { count }));
  /**
   * A place's count after its name, read as "3 unread messages". The visible number stays in the
   * link's name, as the name must contain what is seen (WCAG 2.5.3).
   */
  const badge = (key: NavKey, count: number, className?: string) =>
    count > 0 ? (
      <>
        <Badge color="red" size="sm" circle={count < 10} className={className}>
          {badgeText(count)}
        </Badge>
        <VisuallyHidden> {suffixOf(key, count)}</VisuallyHidden>
      </>
    ) : undefined;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: { base: 64, sm: 0 } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <BrandLink to={memberPaths.root} />
          <Group gap={4} wrap="nowrap">
            {visitor && (
              <>
                <Button component={Link} to={memberPaths.login} onClick={remember} size="compact-sm" variant="subtle" data-testid="header-login">
                  {t('joinPrompt.login')}
                </Button>
                <Button component={Link} to={memberPaths.register} onClick={remember} size="compact-sm" data-testid="header-join">
                  {t('joinPrompt.joinShort')}
                </Button>
              </>
            )}
            {/* A visitor has no notifications or tickets: Log in and Join stand there instead. */}
            {(visitor ? [] : MORE_ITEMS).map(({ key, path, icon: ItemIcon }) => {
              const count = countOf(key, badges);
              const active = isActive(pathname, path);
              return (
                <Indicator
                  key={key}
                  hiddenFrom="sm"
                  disabled={count === 0}
                  label={<span aria-hidden>{badgeText(count)}</span>}
                  size={18}
                  color="red"
                  offset={6}
                >
                  <ActionIcon
                    component={Link}
                    to={path}
                    variant={active ? 'light' : 'subtle'}
                    color="gray.8"
                    size="lg"
                    aria-label={count > 0 ? `${t(`nav.${key}`)}, ${badgeText(count)} ${suffixOf(key, count)}` : t(`nav.${key}`)}
                    aria-current={active ? 'page' : undefined}
                    data-testid={`header-${key}`}
                  >
                    <ItemIcon size={22} aria-hidden />
                  </ActionIcon>
                </Indicator>
              );
            })}
            <LanguageSwitch />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" component="nav" aria-label={t('nav.label')} visibleFrom="sm">
        {[...NAV_ITEMS, ...MORE_ITEMS].map(({ key, path, icon: ItemIcon }) => {
          const active = isActive(pathname, path);
          const count = countOf(key, badges);
          return (
            <NavLink
              key={key}
              component={Link}
              to={path}
              label={t(`nav.${key}`)}
              leftSection={<ItemIcon size={20} aria-hidden />}
              rightSection={badge(key, count)}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="light"
              className={classes.sideLink}
            />
          );
        })}
      </AppShell.Navbar>

      <AppShell.Main bg="gray.0" className={fillsScreen ? classes.screenMain : undefined}>
        <OfflineBanner />
        {visitor && !visitorMayOpen(pathname) ? (
          <JoinPromptPanel reason={isActive(pathname, memberPaths.sell) ? 'sell' : 'personal'} />
        ) : fillsScreen ? (
          <div className={classes.screenFill}>
            <Outlet />
          </div>
        ) : (
          <Outlet />
        )}
        <JoinPromptHost />
        <PushOfferHost />
      </AppShell.Main>

      <AppShell.Footer hiddenFrom="sm" component="nav" aria-label={t('nav.label')}>
        <Group grow gap={0} h="100%" wrap="nowrap">
          {NAV_ITEMS.map(({ key, path, icon: ItemIcon }) => {
            const active = isActive(pathname, path);
            const count = countOf(key, badges);
            return (
              <UnstyledButton
                key={key}
                component={Link}
                to={path}
                aria-current={active ? 'page' : undefined}
                className={classes.bottomLink}
                data-active={active || undefined}
              >
                <Stack gap={2} align="center" pos="relative">
                  <ItemIcon size={key === 'sell' ? 28 : 24} aria-hidden />
                  <Text component="span" size="xs" fw={active ? 700 : 500} lh={1.2}>
                    {t(`nav.${key}`)}
                  </Text>
                  {/* After the name in reading order, drawn over the icon's corner. */}
                  {badge(key, count, classes.bottomBadge)}
                </Stack>
              </UnstyledButton>
            );
          })}
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}
