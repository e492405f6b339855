import { createInstance, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, storedLanguage, applyDocumentLanguage, type Language } from './language';

export { applyDocumentLanguage, directionOf, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, storedLanguage } from './language';
export type { Direction, Language } from './language';

/**
 * The web app's one i18next instance, shared by every audience (the members' app now, the
 * console next): each audience registers its namespace with a loader per language, and a
 * language's catalogs download only when that language is chosen.
 */

export const i18n = createInstance();

/** The language the screens show now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : storedLanguage();
}

/** A namespace's catalog for one language (a dynamic import, or a module already loaded). */
export type CatalogLoader = (language: Language) => Promise<ResourceKey> | ResourceKey;
const loaders = new Map<string, CatalogLoader>();

let defaultNamespace: string | undefined;

/**
 * Registers a namespace's loader. The one marked `isDefault` is what `t()` reads without a
 * namespace; naming it keeps the default from depending on which route's loader ran first (a
 * screen's own loader can register its namespace before its layout's module has loaded).
 */
export function registerNamespace(namespace: string, loader: CatalogLoader, options: { isDefault?: boolean } = {}): void {
  loaders.set(namespace, loader);
  if (!options.isDefault) return;
  defaultNamespace = namespace;
  if (i18n.isInitialized) i18n.setDefaultNamespace(namespace);
}

async function loadNamespace(namespace: string, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, namespace)) return;
  const loader = loaders.get(namespace);
  if (!loader) return;
  i18n.addResourceBundle(language, namespace, await loader(language), true, true);
}

/**
 * Every registered namespace in `language` alone. The Arabic catalogs are typed key for key
 * against the English ones (catalog.ts), so English never fills a gap; fetching it as well put a
 * second round trip on an Arabic phone's first screen.
 */
function loadAll(language: Language): Promise<unknown> {
  return Promise.all([...loaders.keys()].map((namespace) => loadNamespace(namespace, language)));
}

let started: Promise<void> | undefined;

/** Starts i18next once, in the device's language, with the registered namespaces loaded. */
export async function startI18n(): Promise<void> {
  started ??= (async () => {
    const language = storedLanguage();
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      resources: {},
      partialBundledLanguages: true,
      ns: [...loaders.keys()],
      defaultNS: defaultNamespace ?? [...loaders.keys()][0],
      // React escapes what it renders; escaping here too would show &amp; to people.
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      initAsync: false,
      react: { useSuspense: false },
    });
    // `{{count, number}}` in the catalogs: the same digits as every other number on screen.
    i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
      typeof value === 'number' ? formatNumber(value, lng ?? 'en') : String(value),
    );
    await loadAll(language);
    // init ran before the bundles arrived: tell the screens they are here.
    await i18n.changeLanguage(language);
  })();
  // A namespace registered after the start (another audience's screens) loads on its next call.
  await started;
  await loadAll(currentLanguage());
}

/** Switches every screen to `language`, remembers it on this device and mirrors the page. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage unavailable: the choice lasts until the tab closes
  }
  await loadAll(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}
