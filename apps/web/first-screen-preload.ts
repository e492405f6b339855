import path from 'node:path';
import { build } from 'rolldown';
import type { Plugin, Rollup } from 'vite';
import { FIRST_SCREEN_MODULES } from './first-screen-modules.ts';
import { EARLY_FEED } from './src/lib/members/early-feed-address.ts';
import { localeOf } from '../../packages/contract/src/price-format.ts';

/** The first screens whose files the preload script asks for, by the address's hash. */
const { landing, login, visitorApp, home, listings } = FIRST_SCREEN_MODULES;
const FIRST_SCREENS = { landing, login, visitorApp, home, listings };
type Screen = keyof typeof FIRST_SCREENS;

/**
 * The catalogs a screen loads on demand, one language each: the members' namespaces, the
 * console's and public pages' Arabic, and the server's texts in Arabic (with their index,
 * `src/i18n/server/`). A chunk may group several
 * (Home's two Arabic catalogs are one file): a chunk is a catalog when it holds nothing else and
 * one language only.
 */
const CATALOG = /\/src\/i18n\/(?:members\/[^/]+\.(ar|en)|server\/(ar)|console\/(?:[^/]+\.)?(ar))\.ts$/;
const SERVER_TEXT = /\/src\/i18n\/server\/[^/]+\.ts$/;
function catalogLanguage(chunk: Rollup.OutputChunk, normal: (id: string) => string): string | undefined {
  const languages = new Set<string>();
  for (const id of chunk.moduleIds.map(normal)) {
    const match = CATALOG.exec(id);
    if (match) languages.add(match[1] ?? match[2] ?? match[3] ?? '');
    else if (!SERVER_TEXT.test(id)) return undefined;
  }
  return languages.size === 1 ? [...languages][0] : undefined;
}

/** A screen's chunks: shared by both languages, and the catalogs of each; and its chunks' styles. */
interface ScreenFiles {
  all: string[];
  ar: string[];
  en: string[];
  css: string[];
}

/** The style sheets the build gave a chunk (the CSS its modules import). */
const stylesOf = (chunk: Rollup.OutputChunk | undefined): Iterable<string> => chunk?.viteMetadata?.importedCss ?? [];

/** What the build knows of one source module (Rollup's plugin context answers it). */
type ModuleInfoOf = (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;

/**
 * The chunks each first screen needs, from the bundle's graph: static imports, plus the catalogs
 * its own modules load. The catalogs come from the screen's modules, not from its chunks: a chunk
 * it shares with Home also holds Home's modules, whose catalogs this screen never asks for.
 */
export function firstScreenFiles(bundle: Rollup.OutputBundle, root: string, moduleInfo: ModuleInfoOf): Record<Screen, ScreenFiles> {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const normal = (id: string) => id.replaceAll('\\', '/');
  const entry = new Set<string>();
  const closure = (chunk: Rollup.OutputChunk, into: Set<string>) => {
    if (into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) closure(next, into);
    }
  };
  // The entry's own imports come with index.html's module preloads already.
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk, entry);
  const holding = (module: string) => {
    const wanted = normal(path.resolve(root, module));
    const found = chunks.find((chunk) => chunk.moduleIds.some((id) => normal(id) === wanted));
    if (!found) throw new Error(`first-screen preload: no chunk holds ${module}: update first-screen-modules.ts to the router`);
    return found;
  };
  const result = {} as Record<Screen, ScreenFiles>;
  for (const [screen, modules] of Object.entries(FIRST_SCREENS) as [Screen, readonly string[]][]) {
    const files = new Set<string>();
    for (const module of modules) closure(holding(module), files);
    const catalogs: Record<'ar' | 'en', Set<string>> = { ar: new Set(), en: new Set() };
    // The screen's own source modules, statically reached (the libraries are not followed: no
    // catalog of ours is loaded from node_modules).
    const reached = new Set<string>();
    const reach = (id: string) => {
      if (reached.has(id) || normal(id).includes('/node_modules/')) return;
      reached.add(id);
      for (const imported of moduleInfo(id)?.importedIds ?? []) reach(imported);
    };
    for (const module of modules) reach(path.resolve(root, module));
    for (const id of reached) {
      for (const lazy of moduleInfo(id)?.dynamicallyImportedIds ?? []) {
        const target = chunks.find((chunk) => chunk.moduleIds.includes(lazy));
        const language = target ? catalogLanguage(target, normal) : undefined;
        if (target && (language === 'ar' || language === 'en')) closure(target, catalogs[language]);
      }
    }
    const fresh = (set: Set<string>) => [...set].filter((file) => !entry.has(file) && !files.has(file)).sort();
    const entryCss = new Set([...entry].flatMap((file) => [...stylesOf(byFile.get(file))]));
    const css = new Set([...files].flatMap((file) => [...stylesOf(byFile.get(file))]).filter((file) => !entryCss.has(file)));
    result[screen] = {
      all: [...files].filter((file) => !entry.has(file)).sort(),
      ar: fresh(catalogs.ar),
      en: fresh(catalogs.en),
      css: [...css].sort(),
    };
  }
  return result;
}

/**
 * The script index.html loads beside the entry (async, so it runs as soon as it arrives): it reads
 * the address and the saved session and language, and asks for every chunk of that first screen
 * at once, instead of the router finding them one lazy level (one round trip) after another.
 */
function preloadScript(files: Record<Screen, ScreenFiles>, base: string, painter: string): string {
  return `${painter}
(() => {
const files = ${JSON.stringify(files)};
const hash = location.hash.replace(/^#/, '').split('?')[0].replace(/\\/+$/, '');
let signedIn = false;
let language = navigator.language.toLowerCase().startsWith('ar') ? 'ar' : 'en';
try {
  signedIn = Boolean(localStorage.getItem('souq-member-login'));
  language = localStorage.getItem('souq-language') || language;
} catch {}
const screen =
  location.pathname === '/' && hash === '' ? 'landing'
  : hash === '/app/login' ? 'login'
  : hash === '/app' ? (signedIn ? 'home' : 'visitorApp')
  : hash === '/app/home' ? (signedIn ? 'home' : 'visitorApp')
  : hash === '/app/classifieds/search' && signedIn ? 'listings'
  : undefined;
if (!screen) return;
// Home's first call was started by index.html's inline script: its first posts are drawn as soon
// as it answers, before the app's code has arrived.
const early = screen === 'home' ? window[${JSON.stringify(EARLY_FEED.property)}] : undefined;
const painted = early ? ${PAINTER}.paintEarlyFeed(early.answer, early.language) : undefined;
const chosen = files[screen];
const painting = Boolean(painted);
const ask = (rel, file) => {
  const link = document.createElement('link');
  link.rel = rel;
  if (painting && rel === 'modulepreload') link.setAttribute('fetchpriority', 'low');
  link.href = ${JSON.stringify(base)} + file;
  document.head.append(link);
};
let modulesAsked = false;
const askModules = () => {
  if (modulesAsked) return;
  modulesAsked = true;
  for (const file of [...chosen.all, ...(language === 'ar' ? chosen.ar : chosen.en)]) ask('modulepreload', file);
};
if (painted) {
  // The first posts first: their answer and photos are not queued behind the screen's files (the
  // entry's own are on their way already), for at most a moment.
  painted.then(askModules, askModules);
  setTimeout(askModules, ${MODULES_WAIT_MS});
} else askModules();
// The screen's style sheets, applied as they come: the build's loader of a lazy screen waits for
// its sheet before running its code, unless the sheet is on the page already.
for (const file of chosen.css) ask('stylesheet', file);
// The first number, date or plural rule of a language loads the browser's locale data for it
// (about 0.1 s of a slow phone's CPU, then a fraction of a millisecond a formatter): done while the
// page waits for its code, not in the middle of the first render.
if (typeof requestIdleCallback === 'function') {
  requestIdleCallback(() => {
    try {
      const locale = ${JSON.stringify({ ar: localeOf('ar'), en: localeOf('en') })}[language === 'ar' ? 'ar' : 'en'];
      new Intl.NumberFormat(locale).format(0);
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
      new Intl.PluralRules(language).select(0);
    } catch {}
  });
}
})();
`;
}

/** How long the screen's files wait for Home's first posts to be painted, at most. */
const MODULES_WAIT_MS = 500;

/** The name the painter's bundle goes by inside the preload script (a module: not a global). */
const PAINTER = 'souqFirstPaint';

/**
 * Home's painter of the first posts (src/first-paint/), bundled into the preload script: one
 * self-contained script, so it costs no request of its own.
 */
async function painterScript(root: string): Promise<string> {
  const { output } = await build({
    input: path.resolve(root, 'src/first-paint/paint-early-feed.ts'),
    write: false,
    resolve: { alias: { '@': path.resolve(root, 'src') } },
    output: { format: 'iife', name: PAINTER, minify: true },
  });
  const [chunk, ...rest] = output;
  if (!chunk || rest.length > 0) throw new Error('first-screen preload: the painter must bundle into one script');
  return chunk.code;
}

/**
 * Adds the first screens' preload script to the build and to index.html. Runs after Vite has
 * written index.html into the bundle, and before the service worker hashes it (plugin order).
 */
export function firstScreenPreload(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'souq:first-screen-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const reference = this.emitFile({
        type: 'asset',
        name: 'first-screen-preload.js',
        source: preloadScript(
          firstScreenFiles(bundle, root, (id) => this.getModuleInfo(id)),
          base,
          await painterScript(root),
        ),
      });
      const file = this.getFileName(reference);
      const tag = `<script type="module" async src="${base}${file}"></script>`;
      const html = String(index.source);
      // The inline script starts Home's first call as EARLY_FEED says the app takes it.
      for (const part of [`'${EARLY_FEED.path}?limit=${EARLY_FEED.limit}'`, `window.${EARLY_FEED.property} = `]) {
        if (!html.includes(part)) this.error(`index.html's inline script must start Home's first call as EARLY_FEED says: ${part} is missing`);
      }
      // Right after the inline script (which it reads), before the entry: it must start before
      // the entry's imports queue up.
      const inlineEnd = html.indexOf('</script>');
      if (inlineEnd < 0) this.error("index.html's inline script is missing");
      const at = inlineEnd + '</script>'.length;
      index.source = `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
    },
  };
}
