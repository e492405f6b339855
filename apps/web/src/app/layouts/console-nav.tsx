import { useId, useState } from 'react';
import { Collapse, Group, Loader, NavLink, Text } from '@mantine/core';
import { IconChevronRight, IconTag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useConsoleLanguage } from '@/i18n/console/language-state';
import { messages } from '@/i18n/console/messages';
import { categoriesLookup } from '@/queries/lookups';
import { canOpen, classifiedPostsHref, paths } from '@/lib/console/paths';
import { errorText } from '@/lib/api-client';
import type { StaffRole } from '@/lib/console/session';
import { navItems, type NavGroupItem, type NavLinkItem } from './nav-items';
import { categoryName } from '@/lib/names';

const shell = messages.console.shell;

interface ConsoleNavProps {
  role: StaffRole;
  /** Called when a link is chosen (closes the sidebar on small screens). */
  onNavigate: () => void;
}

function ItemLink({ item, active, onNavigate }: { item: NavLinkItem; active: boolean; onNavigate: () => void }) {
  const Icon = item.icon;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={item.label}
      leftSection={<Icon size={18} stroke={1.6} />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

function CategoryLinks({ onNavigate }: { onNavigate: () => void }) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const categories = useQuery(categoriesLookup());
  // The category's own name in the console's language (its Arabic name in Arabic).
  const language = useConsoleLanguage();
  const activeId = location.pathname.startsWith(`${paths.classifieds}/`) ? searchParams.get('id') : null;

  if (categories.isPending) {
    return (
      <Group gap="xs" px="md" py={6} role="status" aria-label={shell.categoriesLoading}>
        <Loader size="xs" />
      </Group>
    );
  }
  if (categories.isError) {
    return (
      <Text size="xs" c="red" px="md" py={6} role="alert">
        {errorText(categories.error)}
      </Text>
    );
  }
  return categories.data.map((category) => {
    const active = category._id === activeId;
    return (
      <NavLink
        key={category._id}
        component={Link}
        to={classifiedPostsHref(category)}
        label={<span dir="auto">{`${shell.classifiedEntry}${categoryName(language, category)}`}</span>}
        leftSection={<IconTag size={16} stroke={1.6} />}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      />
    );
  });
}

function GroupLinks({ group, role, onNavigate }: { group: NavGroupItem; role: StaffRole; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const links = group.links.filter((item) => canOpen(role, item.to));
  const isClassifieds = group.key === 'classifieds';
  const containsActive = links.some((item) => item.to === pathname) || (isClassifieds && pathname.startsWith(paths.classifieds));
  const [opened, setOpened] = useState(containsActive || isClassifieds);
  const panelId = useId();
  if (links.length === 0 && !isClassifieds) return null;
  const Icon = group.icon;
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={group.label}
        leftSection={<Icon size={18} stroke={1.6} />}
        rightSection={
          <IconChevronRight size={14} stroke={1.8} style={{ transform: opened ? 'rotate(90deg)' : undefined, transition: 'transform 150ms ease' }} />
        }
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setOpened((value) => !value)}
      />
      <Collapse expanded={opened} id={panelId} pl="md">
        {links.map((item) => (
          <ItemLink key={item.to} item={item} active={item.to === pathname} onNavigate={onNavigate} />
        ))}
        {isClassifieds && <CategoryLinks onNavigate={onNavigate} />}
      </Collapse>
    </>
  );
}

/** The side navigation: what the role may open, the Classifieds group with one entry per category. */
export function ConsoleNav({ role, onNavigate }: ConsoleNavProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={shell.navigation}>
      {navItems.map((item) =>
        item.kind === 'group' ? (
          <GroupLinks key={item.key} group={item} role={role} onNavigate={onNavigate} />
        ) : canOpen(role, item.to) ? (
          <ItemLink key={item.to} item={item} active={item.to === pathname} onNavigate={onNavigate} />
        ) : null,
      )}
    </nav>
  );
}
