import { classifiedParam } from '@souq/contract/constants';
import type { StaffRole } from './session';

/** Every page of the staff console, as hash-route paths. */
export const paths = {
  login: '/rm-admin',
  dashboard: '/rm-admin/dashboard',
  userslist: '/rm-admin/userslist',
  posts: '/rm-admin/posts',
  stories: '/rm-admin/stories',
  classifieds: '/rm-admin/classifieds',
  subCategories: '/rm-admin/sub-categories',
  classifiedPosts: '/rm-admin/classifieds/posts',
  addClassifiedPost: '/rm-admin/classifieds/add-classified-post',
  addDropdowns: '/rm-admin/classifieds/add-dropdwons-classified', // (sic)
  countries: '/rm-admin/countries',
  districts: '/rm-admin/districts',
  areas: '/rm-admin/areas',
  banners: '/rm-admin/banners',
  settings: '/rm-admin/settings',
  changePassword: '/rm-admin/change-password',
  reportedUsers: '/rm-admin/reported-users',
  contactform: '/rm-admin/contactform',
  tickets: '/rm-admin/tickets',
  notifications: '/rm-admin/notifications',
  auditLog: '/rm-admin/audit-log', // ours: beyond the spec
  moderation: '/rm-admin/moderation', // ours: the moderation queue
  searchSynonyms: '/rm-admin/search-synonyms', // ours: the search's synonym table
  chatWarnings: '/rm-admin/chat-warnings', // ours: the chat's scam-warning rules
  watchedWords: '/rm-admin/watched-words', // ours: the words listings, posts, comments and names are checked against
} as const;

/**
 * Pages a dataentry account may open; admin may open every console page. The search synonyms
 * with the dropdown values: the car models dataentry adds are the words searchers spell both ways.
 */
const DATAENTRY_PATHS: ReadonlySet<string> = new Set([
  paths.dashboard,
  paths.classifiedPosts,
  paths.addClassifiedPost,
  paths.addDropdowns,
  paths.searchSynonyms,
  // The phrases scammers write are words, as the synonyms are: the same staff keep both.
  paths.chatWarnings,
  // The prohibited items' words are kept by the same staff as the chat's phrases.
  paths.watchedWords,
]);

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Whether a role may open a console address (the router's guard and the sidebar agree). */
export function canOpen(role: StaffRole, pathname: string): boolean {
  return role === 'admin' || DATAENTRY_PATHS.has(normalize(pathname));
}

/** The classified posts page of one category: ?id={_id}&classified={name with & as -}. */
export function classifiedPostsHref(category: { _id: string; category_en: string }): string {
  const query = new URLSearchParams({ id: category._id, classified: classifiedParam(category.category_en) });
  return `${paths.classifiedPosts}?${query.toString()}`;
}
