import { classifiedNameFromParam } from '@souq/contract/constants';
import { messages } from '@/i18n/console/messages';
import { paths } from './paths';

/**
 * The name of each console page: its h1 in the header and its browser-tab title. Read at render
 * time (never captured at load) so the names follow the console's language.
 */
function titlesByPath(): Record<string, string> {
  const links = messages.console.shell.links;
  return {
    [paths.dashboard]: links.dashboard,
    [paths.userslist]: links.userslist,
    [paths.posts]: links.posts,
    [paths.stories]: links.stories,
    [paths.classifieds]: links.classifieds,
    [paths.subCategories]: links.subCategories,
    [paths.countries]: links.countries,
    [paths.districts]: links.districts,
    [paths.areas]: links.areas,
    [paths.banners]: links.banners,
    [paths.settings]: links.settings,
    [paths.changePassword]: links.changePassword,
    [paths.reportedUsers]: links.reportedUsers,
    [paths.contactform]: links.contactform,
    [paths.notifications]: links.notifications,
    [paths.tickets]: links.tickets,
    [paths.auditLog]: links.auditLog,
    [paths.moderation]: messages.console.moderation.title,
    [paths.searchSynonyms]: messages.console.searchSynonyms.title,
    [paths.chatWarnings]: messages.console.chatWarnings.title,
    [paths.watchedWords]: messages.console.watchedWords.title,
  };
}

/**
 * The page's name for a console address (path and query), or the brand for an address with none.
 * `categoryName` names a category's classified pages instead of the address's type (the Arabic
 * console uses the category's Arabic name).
 */
export function consolePageTitle(pathname: string, search: string, categoryName?: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const query = new URLSearchParams(search);
  const type = categoryName ?? classifiedNameFromParam(query.get('classified') ?? '');
  const { classifieds, dropdowns } = messages.console;
  if (path === paths.classifiedPosts) return `${classifieds.listTitle}${type}`.trim();
  if (path === paths.addClassifiedPost) return `${classifieds.addTitle}${type}`.trim();
  if (path === paths.addDropdowns) return `${dropdowns.title}${type}`.trim();
  return titlesByPath()[path] ?? messages.console.shell.notFoundTitle;
}

/** What the browser tab says: the page, then the product. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${messages.console.brand}`;
}
