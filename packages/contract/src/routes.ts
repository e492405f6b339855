import * as auth from './auth';
import * as categories from './categories';
import * as dashboard from './dashboard';
import * as health from './health';
import * as metrics from './metrics';
import * as uploads from './uploads';
import * as banners from './banners';
import * as settings from './settings';
import * as passwordReset from './password-reset';
import * as publicPosts from './public-posts';
import * as support from './support';
import * as notifications from './notifications';
import * as classifieds from './classifieds';
import * as listingFeaturing from './listing-featuring';
import * as regions from './regions';
import * as dropdownValues from './dropdown-values';
import * as users from './users';
import * as posts from './posts';
import * as stories from './stories';
import * as audit from './audit';
import * as membersAccount from './members-account';
import * as membersPhone from './members-phone';
import * as membersPosts from './members-posts';
import * as membersClassifieds from './members-classifieds-routes';
import * as membersChat from './members-chat';
import * as membersOffers from './members-offers-routes';
import * as membersActivity from './members-activity';
import * as membersSavedSearches from './members-saved-searches';
import * as membersRatings from './members-ratings';
import * as membersWebPush from './members-web-push';
import * as moderation from './moderation';
import * as consoleLists from './console-lists';
import * as searchSynonyms from './search-synonyms';
import * as chatWarnings from './chat-warnings';
import * as watchedWords from './watched-words';
import * as strikes from './strikes';
import type { RouteSpec } from './route';

/** A module's `...Route` exports, and the members of its `...Routes` maps (one route per classified type). */
function routesOf(module: Record<string, unknown>): RouteSpec[] {
  return Object.entries(module).flatMap(([name, value]) => {
    if (name.endsWith('Route')) return [value as RouteSpec];
    if (name.endsWith('Routes')) return Object.values(value as Record<string, RouteSpec>);
    return [];
  });
}

/**
 * Every route of the API with its declared access: the server registers from the same
 * definitions, and the authorization tests walk this table (a route missing here fails them).
 */
export const routeTable: readonly RouteSpec[] = [
  health,
  metrics,
  auth,
  uploads,
  categories,
  dashboard,
  banners,
  settings,
  passwordReset,
  publicPosts,
  support,
  notifications,
  users,
  posts,
  stories,
  audit,
  consoleLists,
  classifieds,
  listingFeaturing,
  regions,
  dropdownValues,
  membersAccount,
  membersPhone,
  membersPosts,
  membersClassifieds,
  membersChat,
  membersOffers,
  membersActivity,
  membersSavedSearches,
  membersRatings,
  membersWebPush,
  moderation,
  searchSynonyms,
  chatWarnings,
  watchedWords,
  strikes,
].flatMap(routesOf);
