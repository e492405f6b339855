import { normalizeSearchText, searchWords } from '@souq/contract/search-text';
import { CAR_MODELS, SUB_CATEGORIES } from './categories';
import { DEMO_REGIONS } from './regions';

/**
 * Words a Gulf searcher writes for the same thing in the other script or another spelling, beyond
 * the names the reference data pairs already (below). A listing's own category, place and model
 * names are in its search document in both languages; these reach free text: a title that says
 * تويوتا found by `toyota`, `salmiyah` by the area's Arabic name.
 */
const CURATED: readonly (readonly string[])[] = [
  // Places, as they are transliterated
  ['salmiya', 'salmiyah', 'salmiyya', 'السالمية', 'سالمية'],
  ['hawalli', 'hawally', 'حولي'],
  ['jabriya', 'jabriyah', 'الجابرية'],
  ['farwaniya', 'farwaniyah', 'الفروانية'],
  ['fahaheel', 'fahahil', 'الفحيحيل'],
  ['jahra', 'jahraa', 'الجهراء'],
  ['ahmadi', 'الأحمدي'],
  ['mangaf', 'المنقف'],
  ['mahboula', 'mahboulah', 'المهبولة'],
  ['rumaithiya', 'rumaithiyah', 'الرميثية'],
  ['kuwait', 'الكويت'],
  // Makes and models, as they are spoken
  ['toyota', 'تويوتا'],
  ['camry', 'كامري'],
  ['corolla', 'كورولا'],
  ['landcruiser', 'لاندكروزر', 'land cruiser'],
  ['mercedes', 'benz', 'مرسيدس', 'بنز'],
  ['bmw', 'بي ام', 'بي ام دبليو'],
  ['lexus', 'لكزس', 'لكسز'],
  ['chevrolet', 'chevy', 'شفروليه', 'شيفروليه', 'شفر'],
  ['hyundai', 'هيونداي', 'هونداي'],
  ['nissan', 'نيسان'],
  ['patrol', 'باترول'],
  // Things people sell
  ['iphone', 'ايفون', 'آيفون'],
  ['ipad', 'ايباد', 'آيباد'],
  ['samsung', 'سامسونج', 'سامسونغ'],
  ['galaxy', 'جالكسي', 'جالاكسي', 'قلاكسي'],
  ['macbook', 'ماكبوك', 'ماك بوك'],
  ['laptop', 'لابتوب', 'لاب توب'],
  ['playstation', 'ps5', 'ps4', 'بلايستيشن', 'بلاي ستيشن'],
  ['apartment', 'flat', 'شقة'],
  ['villa', 'فيلا', 'فلة'],
  ['house', 'home', 'بيت', 'منزل'],
  ['car', 'سيارة'],
  ['rent', 'rental', 'ايجار'],
  ['sale', 'بيع'],
  ['furnished', 'مفروش', 'مفروشة'],
  ['used', 'مستعمل', 'مستعملة'],
  // The fixed choices of listings' forms, stored in English
  ['petrol', 'بنزين'],
  ['diesel', 'ديزل'],
  ['hybrid', 'هايبرد', 'هجين'],
  ['electric', 'كهربائي', 'كهرباء'],
  ['automatic', 'اوتوماتيك', 'اوتوماتيكي'],
  ['manual', 'يدوي', 'قير عادي'],
  // Colours, which titles carry
  ['white', 'ابيض'],
  ['black', 'اسود'],
  ['silver', 'فضي'],
  ['red', 'احمر'],
  ['blue', 'ازرق'],
];

/** A term as the search looks it up: normalised, its words single-spaced. */
export const synonymTerm = (term: string): string => searchWords(normalizeSearchText(term)).join(' ');

/**
 * The groups a new database starts with (migration 0015 inserts them; a test holds the two equal):
 * the curated ones, then every brand, model and place of the reference data with its Arabic name.
 * Groups that share a term are one group, so a word never expands two ways.
 */
export function defaultSynonymGroups(): string[][] {
  const pairs: (readonly string[])[] = [
    ...CURATED,
    ...(SUB_CATEGORIES.automotive ?? []),
    ...Object.values(CAR_MODELS).flat(),
    ...Object.values(DEMO_REGIONS)
      .flat()
      .flatMap((district) => [district.name, ...district.areas]),
  ];
  const groups: Set<string>[] = [];
  for (const pair of pairs) {
    const terms = new Set(pair.map(synonymTerm).filter((term) => term !== ''));
    const joined = groups.filter((group) => [...terms].some((term) => group.has(term)));
    const merged = new Set([...joined.flatMap((group) => [...group]), ...terms]);
    for (const group of joined) groups.splice(groups.indexOf(group), 1);
    groups.push(merged);
  }
  return groups.filter((group) => group.size >= 2).map((group) => [...group]);
}
