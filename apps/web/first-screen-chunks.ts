import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { FIRST_SCREEN_MODULES, HOME_SPECS } from './first-screen-modules.ts';
import { moduleReach, type ChunkingContext, type NameFunction } from './module-reach.ts';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

const ENTRY = 'src/app/main.tsx';
/** The first screens whose code is grouped (a visitor's /#/app runs Home's, and is not listed). */
const { staffLogin, login, home, landing, listings } = FIRST_SCREEN_MODULES;
const FIRST_SCREENS = { staffLogin, login, home, landing, listings };
type Screen = keyof typeof FIRST_SCREENS;
const SCREENS = Object.keys(FIRST_SCREENS) as Screen[];

/**
 * What Home fetches on first use (the search box with its completions when the field is first
 * touched, the post's More menu on its first tap): one file for the members' part and one for the
 * libraries, instead of about fifteen.
 */
const HOME_FIRST_USE = ['src/components/members/listing-search-box.tsx', 'src/features/members/social/components/post-menu.tsx'];
/** The server's texts in Arabic (the catalog and its index), which both apps load with their Arabic. */
const SERVER_TEXT = ['src/i18n/server/text.ts'];
/** Libraries the first screens and the console's screens share, one file each. */
const LIBRARY_FILES: [RegExp, string][] = [
  [/\/node_modules\/zod\//, 'lib-zod'],
  [/\/node_modules\/@tanstack\//, 'lib-query'],
];
/** Code only the staff console runs: whatever it reaches is kept out of the members' own files. */
const CONSOLE_CODE = /\/src\/(features\/console\/|app\/layouts\/console-)/;
/** The members' catalogs, one file per namespace and language. */
const CATALOG = /\/src\/i18n\/members\/[^/]+\.(ar|en)\.ts$/;
/** Rolldown's own helpers (module wrappers, re-exports), which every chunk may import. */
const RUNTIME = /^\0?rolldown[:/]runtime/;

const normal = (id: string) => id.replaceAll('\\', '/');

interface Sets {
  entryModule: string;
  /** What every screen loads: the entry's static imports. */
  entry: Set<string>;
  /** Each first screen's modules beyond the entry, statically imported. */
  screens: Record<Screen, Set<string>>;
  /** Reachable from the console, statically or lazily. */
  console: Set<string>;
  /** What the console's screens import statically. */
  consoleStatic: Set<string>;
  specs: Set<string>;
  firstUse: Set<string>;
  /** What Home fetches by itself while it loads (the Explore tab a visitor lands on...). */
  homeOnDemand: Set<string>;
  serverText: Set<string>;
  /** Home's catalogs, by language. */
  homeCatalogs: Record<'ar' | 'en', Set<string>>;
  /** The catalogs a category's listings load beyond Home's, by language. */
  listingsCatalogs: Record<'ar' | 'en', Set<string>>;
}

/**
 * Rolldown's own splitting makes one chunk per set of lazy routes sharing a module: the members'
 * Home came in about 130 files, most of them a few hundred bytes, and a phone on a 150 ms network
 * pays each request's round trip and headers (docs/performance.md). These groups put what the
 * first screens need beyond the entry into a few files:
 *   - `core`: the entry's static imports (React, the router, Mantine's base), one file beside it;
 *   - one file per set of first screens that need a module (`first-home`, `first-login-home`...),
 *     so each first screen downloads only what it runs, as before, in a few files; a module the
 *     console also runs goes in a `-lib` file of its own, so the console never downloads the
 *     members' code, nor the members the console's; the console's log-in route keeps its own
 *     chunks (its budget), and shares with the members only the files both need;
 *   - `contract-schemas`: the zod schemas Home's first call waits for, loaded beside Home;
 *   - `members-home-ar` / `members-home-en`: Home's catalogs, one language per file, and
 *     `members-listings-ar` / `-en` those a category's listings load beyond Home's;
 *   - `server-text-ar`: the server's texts in Arabic; `home-later`, `home-later-lib`: what Home
 *     fetches on first use.
 * Every other screen keeps Rolldown's own lazily loaded chunks.
 */
export function firstScreenChunks(root: string): CodeSplitting {
  const seen = new Set<string>();
  let sets: Sets | undefined;
  const absolute = (module: string) => normal(path.resolve(root, module));

  const compute = (ctx: ChunkingContext): Sets => {
    const closure = moduleReach(ctx);
    const resolved = (modules: readonly string[]) => {
      const ids = modules.map(absolute);
      for (const id of ids) {
        if (!ctx.getModuleInfo(id)) throw new Error(`first-screen chunks: ${id} is not in the build: update first-screen-modules.ts to the router`);
      }
      return ids;
    };
    const screens = Object.fromEntries(SCREENS.map((screen) => [screen, closure(resolved(FIRST_SCREENS[screen]), false)])) as Sets['screens'];
    const catalogsOf = (screen: Screen, into: Sets['homeCatalogs'], besides?: Sets['homeCatalogs']) => {
      for (const id of screens[screen]) {
        for (const lazy of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
          const language = CATALOG.exec(normal(lazy))?.[1];
          if ((language === 'ar' || language === 'en') && !besides?.[language].has(lazy)) closure([lazy], false, into[language]);
        }
      }
    };
    const homeCatalogs: Sets['homeCatalogs'] = { ar: new Set(), en: new Set() };
    catalogsOf('home', homeCatalogs);
    const listingsCatalogs: Sets['listingsCatalogs'] = { ar: new Set(), en: new Set() };
    catalogsOf('listings', listingsCatalogs, homeCatalogs);
    // What Home fetches by itself while it loads (the Explore tab a visitor lands on...): the first-use
    // files must not hold any of it, or the first screen downloads them anyway.
    const firstUseRoots = new Set(resolved(HOME_FIRST_USE));
    const homeOnDemand = new Set<string>();
    for (const id of screens.home) {
      for (const lazy of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
        if (firstUseRoots.has(lazy) || CATALOG.test(normal(lazy))) continue;
        closure([lazy], false, homeOnDemand);
      }
    }
    const firstUse = closure([...firstUseRoots], false);
    for (const id of homeOnDemand) firstUse.delete(id);
    const consoleCode = [...seen].filter((id) => CONSOLE_CODE.test(normal(id)));
    return {
      entryModule: absolute(ENTRY),
      entry: closure(resolved([ENTRY]), false),
      screens,
      console: closure(consoleCode, true),
      consoleStatic: closure(consoleCode, false),
      specs: closure(resolved(HOME_SPECS), false),
      firstUse,
      homeOnDemand,
      serverText: closure(resolved(SERVER_TEXT), false),
      homeCatalogs,
      listingsCatalogs,
    };
  };

  const name: NameFunction = (id, ctx) => {
    sets ??= compute(ctx);
    // The entry module stays the entry (index.html and the manifest name it); what it imports, and
    // Rolldown's runtime helpers every chunk imports, come in one file beside it.
    if (sets.entry.has(id)) return id === sets.entryModule ? null : 'core';
    if (RUNTIME.test(id)) return 'core';
    if (sets.homeCatalogs.ar.has(id)) return 'members-home-ar';
    if (sets.homeCatalogs.en.has(id)) return 'members-home-en';
    if (sets.listingsCatalogs.ar.has(id)) return 'members-listings-ar';
    if (sets.listingsCatalogs.en.has(id)) return 'members-listings-en';
    const needed = SCREENS.filter((screen) => sets?.screens[screen].has(id));
    const lib = sets.console.has(id) ? '-lib' : '';
    if (needed.length === 0) {
      // The console's screens import some of it (the English catalog) without the Arabic.
      if (sets.serverText.has(id)) return sets.consoleStatic.has(id) ? 'lib-text' : 'server-text-ar';
      if (sets.firstUse.has(id)) return `home-later${lib}`;
      return null;
    }
    if (!needed.includes('home') && !needed.includes('login')) {
      // The console's log-in route without the members' screens: its chunks as Rolldown makes them.
      // What the landing page shares with the listings stays with the landing page's, where Home's
      // files hold what it shares with the landing page: one place per module, and no two files
      // that import each other.
      if (needed.includes('landing') || !needed.includes('listings')) {
        if (needed.includes('staffLogin')) return null;
        return lib ? 'first-home-lib' : 'first-landing';
      }
      // A category's listings take what they share with Home or the log-in form from those screens'
      // files, and what only they need from one or two files of their own, rather than split Home's
      // files further by which of them the listings share (each split a request more for Home).
      // Exceptions: what the search box brings on first use stays in Home's first-use files (in a
      // listings file, Home's first tap would fetch all of the listings); what Home loads on demand,
      // what the console's log-in route also runs, and the parts of zod and TanStack Query only the
      // listings use keep Rolldown's chunks (in a listings file, Home's files would import it, or Home
      // would download it).
      if (sets.firstUse.has(id)) return `home-later${lib}`;
      if (sets.homeOnDemand.has(id) || needed.includes('staffLogin') || LIBRARY_FILES.some(([pattern]) => pattern.test(normal(id)))) return null;
      return `first-listings${lib}`;
    }
    // Libraries the console's screens need whole or not at all: files of their own, so that a console
    // screen that needs zod or TanStack Query does not download Home's layout components with them.
    const library = LIBRARY_FILES.find(([pattern]) => pattern.test(normal(id)));
    if (library && !needed.includes('staffLogin')) return library[1];
    // What the console's log-in route shares with the members' screens: one file, all of which it runs.
    if (needed.includes('staffLogin')) return 'first-staff-shared';
    // Apart from Home's other files: the console and the public pages need zod without Home's shell.
    const beyondListings = needed.filter((screen) => screen !== 'listings');
    if (beyondListings.length === 1 && beyondListings[0] === 'home' && sets.specs.has(id)) return `contract-schemas${lib}`;
    // What the console also runs: two files, the log-in form's and Home's (the landing page takes
    // what it needs from Home's), rather than one per set of screens, each a request more.
    if (lib) return needed.includes('login') ? 'first-login-home-lib' : 'first-home-lib';
    // The landing page takes what it needs from the members' files rather than split them further.
    return `first-${beyondListings.filter((screen) => screen !== 'landing').join('-')}`;
  };

  return {
    // A captured module's imports stay where Rolldown puts them: the entry's React, router and
    // i18n must not move into a members' file.
    includeDependenciesRecursively: false,
    groups: [
      {
        name,
        // Every candidate passes through here first: the console's modules are found among them.
        test: (id) => {
          seen.add(id);
          return true;
        },
      },
    ],
  };
}

/**
 * Writes `.vite/chunk-modules.json`: for each source module, the file that holds it. Vite's
 * manifest names a chunk by its source module only when the chunk is that module's own; a lazy
 * route grouped into one of the files above has no key there, and scripts/bundle-size.mjs looks
 * the routes up by module.
 */
export function chunkModules(): Plugin {
  let root = '';
  return {
    name: 'souq:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        for (const id of item.moduleIds) {
          if (id.startsWith('\0') || id.includes('/node_modules/')) continue;
          files[normal(path.relative(root, id))] = item.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(files, null, 1) });
    },
  };
}
