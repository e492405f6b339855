/**
 * The first screens a phone opens cold, as source modules: the router's lazy routes each renders
 * (apps/web/src/app/router.tsx and the features' routes.tsx) and, for Home, the route specs its
 * first call waits for. The build groups their code into a few files (first-screen-chunks.ts) and
 * asks for those files at once (first-screen-preload.ts).
 */
const MEMBERS_SHELL = ['src/app/layouts/members-root.tsx', 'src/app/layouts/members-server-state.tsx', 'src/app/layouts/members-shell.tsx'] as const;
/** What Home's route specs load on demand: the contract's zod schemas of the social routes. */
export const HOME_SPECS = ['../../packages/contract/src/members-posts.ts', '../../packages/contract/src/members-account.ts'] as const;

export const FIRST_SCREEN_MODULES = {
  /** The console's log-in route (its budget, scripts/bundle-size.mjs). */
  staffLogin: ['src/app/layouts/console-root.tsx', 'src/features/console/auth/pages/login-page.tsx'],
  /** The members' log-in form, where a visitor signs in. */
  login: ['src/app/layouts/members-root.tsx', 'src/features/members/account/pages/login-page.tsx'],
  /** A visitor at /#/app browses Home's Explore in the shell (no feed call: it needs a login). */
  visitorApp: [
    ...MEMBERS_SHELL,
    'src/i18n/members/social.ts',
    'src/features/members/social/route-specs.ts',
    '../../packages/contract/src/members-posts.ts',
    'src/features/members/social/pages/home-page.tsx',
  ],
  home: [
    ...MEMBERS_SHELL,
    'src/i18n/members/social.ts',
    'src/features/members/social/route-specs.ts',
    ...HOME_SPECS,
    'src/features/members/social/pages/home-page.tsx',
  ],
  landing: ['src/app/layouts/server-state-layout.tsx', 'src/features/public/site/pages/landing-page.tsx'],
  /** A category's listings (the search page), where a member opens Classifieds. */
  listings: [...MEMBERS_SHELL, 'src/i18n/members/market.ts', 'src/features/members/market/pages/search-page.tsx'],
} as const;
