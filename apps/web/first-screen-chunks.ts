import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { moduleReach, type ChunkingContext, type NameFunction } from './module-reach.ts';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

/**
 * Where each first screen starts, as source modules (the router's lazy routes it renders, and the
 * route specs Home's first call waits for). The same lists as first-screen-preload.ts: what the
 * preload script asks for is what is grouped here.
 */
const ENTRY = 'src/app/main.tsx';
const CONSOLE_LOGIN = ['src/app/layouts/console-root.tsx', 'src/features/console/auth/pages/login-page.tsx'];
const MEMBERS_LOGIN = ['src/app/layouts/members-root.tsx', 'src/features/members/account/pages/login-page.tsx'];
/** What Home's route specs load on demand: the contract's zod schemas of the social routes. */
const SPECS = ['../../packages/contract/src/members-posts.ts', '../../packages/contract/src/members-account.ts'];
/** Server state, used by the console, the public pages and the members' app alike. */
const QUERY = /\/node_modules\/@tanstack\//;
const MEMBERS_HOME = [
  'src/app/layouts/members-root.tsx',
  'src/app/layouts/members-server-state.tsx',
  'src/app/layouts/members-shell.tsx',
  'src/i18n/members/social.ts',
  'src/features/members/social/route-specs.ts',
  '../../packages/contract/src/members-posts.ts',
  '../../packages/contract/src/members-account.ts',
  'src/features/members/social/pages/home-page.tsx',
];
/** Code only the staff console runs: anything reachable from it is never put in a members' chunk. */
const CONSOLE_CODE = /\/src\/(features\/console\/|app\/layouts\/console-)/;
/** The members' catalogs, one file per namespace and language. */
const CATALOG = /\/src\/i18n\/members\/[^/]+\.(ar|en)\.ts$/;

/** Rolldown's own helpers (module wrappers, re-exports), a module every chunk may import. */
const RUNTIME = /^\0?rolldown[:/]runtime/;

const normal = (id: string) => id.replaceAll('\\', '/');

interface Sets {
  /** What every screen loads: the entry and its static imports. */
  entry: Set<string>;
  entryModule: string;
  /** The console's log-in route beyond the entry. */
  consoleLogin: Set<string>;
  /** Reachable from the console, statically or lazily. */
  console: Set<string>;
  /** The members' log-in form, where a visitor signs in. */
  membersLogin: Set<string>;
  home: Set<string>;
  /** The route specs Home's first call waits for: the contract's zod schemas, loaded lazily. */
  specs: Set<string>;
  /** Home's catalogs, by language. */
  homeCatalogs: Record<'ar' | 'en', Set<string>>;
}

/**
 * Rolldown's own splitting makes one chunk per set of lazy routes sharing a module: the members'
 * Home came in about 130 files, most of them a few hundred bytes, and a phone on a 150 ms network
 * pays each request's round trip and headers (docs/performance.md). These groups put what Home's
 * first screen needs, beyond the entry, into a few files that change together:
 *   - `members-root`: the members' app's root (language, direction) and its own imports, which the
 *     log-in form needs as well as Home;
 *   - `members-home`: Home's shell, screen, route specs and everything they import that the console
 *     never runs;
 *   - `first-shared`: what Home needs that the console also runs (Mantine components, TanStack
 *     Query): neither app downloads the other's code, and the console's screens fetch one file
 *     where they fetched several;
 *   - `members-home-ar` / `members-home-en`: Home's catalogs, one language per file.
 * The entry and the console's log-in route are left as they are (the login route's budget), and
 * every other screen keeps its own lazily loaded chunks.
 */
export function firstScreenChunks(root: string): CodeSplitting {
  const seen = new Set<string>();
  let sets: Sets | undefined;
  const absolute = (module: string) => normal(path.resolve(root, module));

  const compute = (ctx: ChunkingContext): Sets => {
    const closure = moduleReach(ctx);
    const resolved = (modules: string[]) => {
      const ids = modules.map(absolute);
      for (const id of ids) {
        if (!ctx.getModuleInfo(id)) throw new Error(`first-screen chunks: ${id} is not in the build: update first-screen-chunks.ts to the router`);
      }
      return ids;
    };
    const entry = closure(resolved([ENTRY]), false);
    const consoleReach = closure(
      [...seen].filter((id) => CONSOLE_CODE.test(normal(id))),
      true,
    );
    const home = closure(resolved(MEMBERS_HOME), false);
    const homeCatalogs: Sets['homeCatalogs'] = { ar: new Set(), en: new Set() };
    for (const id of home) {
      for (const lazy of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
        const language = CATALOG.exec(normal(lazy))?.[1];
        if (language === 'ar' || language === 'en') closure([lazy], false, homeCatalogs[language]);
      }
    }
    const specs = closure(resolved(SPECS), false);
    return {
      specs,
      entry,
      entryModule: absolute(ENTRY),
      consoleLogin: closure(resolved(CONSOLE_LOGIN), false),
      console: consoleReach,
      membersLogin: closure(resolved(MEMBERS_LOGIN), false),
      home,
      homeCatalogs,
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
    const home = sets.home.has(id);
    const login = sets.membersLogin.has(id);
    if (sets.consoleLogin.has(id)) return home || login ? 'login-shared' : null;
    const shared = sets.console.has(id);
    // Apart from Home's other shared code, so that the console and the public pages, which need
    // one of them and not the other, do not download both.
    if (home && !login && sets.specs.has(id)) return 'contract-schemas';
    if (home && QUERY.test(normal(id))) return 'query';
    if (home && login) return shared ? 'first-shared' : 'members-first';
    if (home) return shared ? 'home-shared' : 'members-home';
    if (login && !shared) return 'members-login';
    return null;
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
