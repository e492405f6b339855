import type { ComponentType } from 'react';
import {
  IconAdjustments,
  IconAlertTriangle,
  IconEyeSearch,
  IconArrowsExchange,
  IconBell,
  IconCategory,
  IconFlag,
  IconGauge,
  IconHeadset,
  IconHistory,
  IconKey,
  IconLayoutList,
  IconMail,
  IconMap,
  IconMapPin,
  IconMessage,
  IconPhoto,
  IconSettings,
  IconSitemap,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import { messages } from '@/i18n/console/messages';
import { paths } from '@/lib/console/paths';

const l = messages.console.shell.links;
const g = messages.console.shell.groups;

export interface NavLinkItem {
  kind: 'link';
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

export interface NavGroupItem {
  kind: 'group';
  key: 'posts' | 'classifieds' | 'region' | 'settings';
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  links: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

/** `label` is read each time the sidebar draws, so it follows the console's language. */
const link = (label: () => string, to: string, icon: NavLinkItem['icon']): NavLinkItem => ({
  kind: 'link',
  get label() {
    return label();
  },
  to,
  icon,
});

/**
 * The console's sidebar, as the spec lays it out. The Classifieds group also lists one entry per category,
 * added by the sidebar from the category list.
 */
export const navItems: readonly NavItem[] = [
  link(() => l.dashboard, paths.dashboard, IconGauge),
  link(() => l.userslist, paths.userslist, IconUsers),
  {
    kind: 'group',
    key: 'posts',
    get label() {
      return g.posts;
    },
    icon: IconLayoutList,
    links: [link(() => l.posts, paths.posts, IconMessage), link(() => l.stories, paths.stories, IconPhoto)],
  },
  {
    kind: 'group',
    key: 'classifieds',
    get label() {
      return g.classifieds;
    },
    icon: IconCategory,
    links: [
      link(() => l.classifieds, paths.classifieds, IconCategory),
      link(() => l.subCategories, paths.subCategories, IconSitemap),
      link(() => messages.console.searchSynonyms.title, paths.searchSynonyms, IconArrowsExchange),
      link(() => messages.console.chatWarnings.title, paths.chatWarnings, IconAlertTriangle),
      link(() => messages.console.watchedWords.title, paths.watchedWords, IconEyeSearch),
    ],
  },
  {
    kind: 'group',
    key: 'region',
    get label() {
      return g.region;
    },
    icon: IconWorld,
    links: [
      link(() => l.countries, paths.countries, IconWorld),
      link(() => l.districts, paths.districts, IconMap),
      link(() => l.areas, paths.areas, IconMapPin),
    ],
  },
  link(() => l.banners, paths.banners, IconPhoto),
  {
    kind: 'group',
    key: 'settings',
    get label() {
      return g.settings;
    },
    icon: IconSettings,
    links: [
      link(() => l.settings, paths.settings, IconAdjustments),
      link(() => l.changePassword, paths.changePassword, IconKey),
      link(() => l.auditLog, paths.auditLog, IconHistory),
    ],
  },
  link(() => l.reportedUsers, paths.reportedUsers, IconAlertTriangle),
  link(() => messages.console.moderation.navLabel, paths.moderation, IconFlag),
  link(() => l.contactform, paths.contactform, IconMail),
  link(() => l.notifications, paths.notifications, IconBell),
  link(() => l.tickets, paths.tickets, IconHeadset),
];
