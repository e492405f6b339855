import { fillTemplate } from '@souq/contract/fill-template';
import { listingUrl } from '@souq/contract/listing-link';
import { hasPhotoVariants, PHOTO_WIDTHS, photoVariantName } from '@souq/contract/photo-variants';
import { formatPrice, numberFormat } from '@souq/contract/price-format';
import { listingPageTexts, previewTexts, type ServerLanguage } from '@souq/contract/server-language';
import { absoluteUrl, escapeHtml, oneLine } from '../../lib/page-text';
import type { PublicListing } from './public-listings.service';

/** A car's "2021 · 45,000 km", a flat's "120 m² · For rent · Furnished", in the page's language and digits. */
export function factsLine(listing: PublicListing, language: ServerLanguage): string {
  const words = listingPageTexts[language];
  const whole = (digits: string) => numberFormat(language, { maximumFractionDigits: 0 }).format(Number(digits));
  const { year, mileage, size, leaseType, furnished } = listing.facts;
  return [
    // A year is a name, not an amount: no thousands mark, in the page's digits.
    year && numberFormat(language, { useGrouping: false }).format(Number(year)),
    mileage && fillTemplate(words.kilometres, { count: whole(mileage) }),
    size && fillTemplate(words.squareMetres, { count: whole(size) }),
    leaseType && (leaseType === 'rent' ? words.forRent : words.forSale),
    furnished && words.furnished,
  ]
    .filter(Boolean)
    .join(words.factsSeparator);
}

/** The script that hands a browser with JavaScript over to the members' app (served at this path; the CSP allows only our own scripts). */
export const LISTING_PAGE_SCRIPT_PATH = '/listing-page.js';

/**
 * Reads the app's address from its own tag and replaces the page with it, so the back button does
 * not return to this page. Without JavaScript (chat apps' unfurlers, search engines that do not
 * run it, a visitor who turned it off) the page itself is what is read.
 */
export const LISTING_PAGE_SCRIPT = `(function () {
  var script = document.currentScript;
  var target = script && script.getAttribute('data-app');
  if (target && target.indexOf(location.origin + '/') === 0) location.replace(target);
})();
`;

/**
 * JSON inside <script type="application/ld+json">: the HTML parser ends the element at the first
 * `</script` whatever JSON thinks, so `<`, `>` and `&` are written as JSON escapes (the data reads
 * the same), and the two line separators JavaScript once refused as well.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const placeName = (language: ServerLanguage, named: { en: string; ar: string }) => (language === 'ar' ? named.ar || named.en : named.en || named.ar);

/** The area and district in the reader's language ("Salmiya, Hawalli" / "السالمية، حولي"). */
function placeOf(listing: PublicListing, language: ServerLanguage): string {
  const names = [
    listing.area && placeName(language, { en: listing.area.area_en, ar: listing.area.area_ar }),
    placeName(language, { en: listing.district.district_en, ar: listing.district.district_ar }),
  ].filter(Boolean);
  return names.join(language === 'ar' ? '، ' : ', ');
}

/** A stored photo at the width asked, where the server keeps sized copies; else as uploaded. */
const sized = (url: string, width: (typeof PHOTO_WIDTHS)[number]) => (hasPhotoVariants(url) ? photoVariantName(url, width) : url);

function pageShell(language: ServerLanguage, head: string, body: string): string {
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${head}
    <style>
      body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 720px; padding: 16px; line-height: 1.5; color: #1a1b1e; }
      img { max-width: 100%; height: auto; border-radius: 8px; }
      .price { font-size: 1.75rem; font-weight: 800; color: #087f5b; margin: 0; }
      .facts { font-weight: 600; margin: 0.25rem 0 0; }
      .photos { display: grid; gap: 8px; }
      /* The app's frame (4:3, cropped to fill): a sized copy never exceeds its photo, so a small photo would otherwise show tiny. */
      .photos img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; background: #f1f3f5; }
      .open { display: inline-block; padding: 10px 18px; border-radius: 8px; background: #0ca678; color: #fff; text-decoration: none; font-weight: 600; }
      dt { color: #5c5f66; font-size: 0.875rem; }
      dd { margin: 0 0 8px; font-weight: 600; }
      .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    </style>
  </head>
  <body>
${body}
  </body>
</html>
`;
}

export interface ListingPageInput {
  publicUrl: string;
  listing: PublicListing;
  language: ServerLanguage;
}

/**
 * A live listing's page: what a visitor, a chat app's link preview and a search engine read. Our
 * words are in the reader's language; the seller's title and description are theirs, marked
 * dir="auto". Open Graph (og:type product with its price) and schema.org Product/Offer describe it
 * for machines. Everything written into the HTML goes through escapeHtml, the JSON-LD through
 * scriptSafeJson.
 */
export function renderListingPage({ publicUrl, listing, language }: ListingPageInput): string {
  const words = listingPageTexts[language];
  const site = previewTexts[language].siteName;
  const canonical = listingUrl(publicUrl, listing._id, listing.title);
  const appUrl = `${publicUrl}/#/app/classifieds/${encodeURIComponent(listing._id)}`;
  const price = formatPrice(listing.price, listing.currency, language);
  const place = placeOf(listing, language);
  const title = oneLine(listing.title, 120);
  const facts = factsLine(listing, language);
  const summary = oneLine([price, facts, place, listing.description].filter(Boolean).join(' · '), 300);
  const photos = listing.photos.map((url) => absoluteUrl(publicUrl, url) && url).filter(Boolean);
  const ogImage = photos[0] ? absoluteUrl(publicUrl, sized(photos[0], 1280)) : '';
  // Machines read the amount as a plain decimal and the currency as its ISO code.
  const amount = String(listing.price);
  const meta: [string, string][] = [
    ['og:type', 'product'],
    ['og:site_name', site],
    ['og:locale', language === 'ar' ? 'ar_KW' : 'en_US'],
    ['og:title', title],
    ['og:description', summary],
    ['og:url', canonical],
    ...(ogImage ? ([['og:image', ogImage]] as [string, string][]) : []),
    ['product:price:amount', amount],
    ...(listing.currency ? ([['product:price:currency', listing.currency]] as [string, string][]) : []),
  ];
  const twitter: [string, string][] = [
    ['twitter:card', ogImage ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', summary],
    ...(ogImage ? ([['twitter:image', ogImage]] as [string, string][]) : []),
  ];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.title,
    description: listing.description || undefined,
    image: photos.map((url) => absoluteUrl(publicUrl, sized(url, 1280))),
    category: listing.category,
    url: canonical,
    offers: {
      '@type': 'Offer',
      price: amount,
      priceCurrency: listing.currency ?? undefined,
      availability: 'https://schema.org/InStock',
      url: canonical,
      areaServed: place || undefined,
      seller: { '@type': 'Person', name: listing.seller },
    },
  };
  const head = [
    `<title>${escapeHtml(`${title} · ${price} · ${site}`)}</title>`,
    `<meta name="description" content="${escapeHtml(summary)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...meta.map(([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`),
    ...twitter.map(([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`),
    `<script type="application/ld+json">${scriptSafeJson(jsonLd)}</script>`,
    `<script src="${LISTING_PAGE_SCRIPT_PATH}" data-app="${escapeHtml(appUrl)}" defer></script>`,
  ].join('\n    ');
  const gallery = photos
    .map((url, index) => {
      const srcset = hasPhotoVariants(url)
        ? ` srcset="${escapeHtml(PHOTO_WIDTHS.map((w) => `${photoVariantName(url, w)} ${w}w`).join(', '))}" sizes="(max-width: 720px) 100vw, 720px"`
        : '';
      const alt = fillTemplate(words.photo, { number: String(index + 1), count: String(photos.length) });
      return `      <img src="${escapeHtml(sized(url, 640))}"${srcset} alt="${escapeHtml(alt)}"${index > 0 ? ' loading="lazy"' : ''}>`;
    })
    .join('\n');
  const body = `    <main>
      <article aria-labelledby="listing-title">
        <h1 id="listing-title" dir="auto">${escapeHtml(listing.title)}</h1>
        <p class="price"><span class="visually-hidden">${escapeHtml(words.price)}: </span>${escapeHtml(price)}</p>
${facts ? `        <p class="facts"><span class="visually-hidden">${escapeHtml(words.facts)}: </span>${escapeHtml(facts)}</p>\n` : ''}        <dl>
          <dt>${escapeHtml(words.place)}</dt>
          <dd dir="auto">${escapeHtml(place)}</dd>
          <dt>${escapeHtml(words.seller)}</dt>
          <dd dir="auto">${escapeHtml(listing.seller)}</dd>
        </dl>
${gallery ? `        <section class="photos" aria-label="${escapeHtml(words.photos)}">\n${gallery}\n        </section>\n` : ''}${
    listing.description
      ? `        <section aria-label="${escapeHtml(words.description)}">\n          <h2>${escapeHtml(words.description)}</h2>\n          <p dir="auto" style="white-space: pre-wrap">${escapeHtml(listing.description)}</p>\n        </section>\n`
      : ''
  }        <p><a class="open" href="${escapeHtml(appUrl)}">${escapeHtml(words.openInApp)}</a></p>
      </article>
    </main>`;
  return pageShell(language, head, body);
}

/**
 * The page of a listing that is not there: 404 (never was, or not to be shown) or 410 (ended).
 * Nothing of the listing, not even its title, and no index by search engines.
 */
export function renderListingAbsent(publicUrl: string, language: ServerLanguage, gone: boolean): string {
  const words = listingPageTexts[language];
  const site = previewTexts[language].siteName;
  const heading = gone ? words.goneTitle : words.notFoundTitle;
  const head = [`<title>${escapeHtml(`${heading} · ${site}`)}</title>`, '<meta name="robots" content="noindex">'].join('\n    ');
  const body = `    <main>
      <h1>${escapeHtml(heading)}</h1>
      <p>${escapeHtml(gone ? words.goneText : words.notFoundText)}</p>
      <p><a class="open" href="${escapeHtml(`${publicUrl}/#/app/classifieds`)}">${escapeHtml(words.browse)}</a></p>
    </main>`;
  return pageShell(language, head, body);
}

/** The address of one sitemap file of listings (see sitemapFiles). */
export function sitemapFileUrl(publicUrl: string, file: { month: string; page: number }): string {
  return `${publicUrl}/sitemaps/listings-${file.month}-${file.page}.xml`;
}

/** The sitemap index: every file of listings and when anything in it last changed. */
export function renderSitemapIndex(publicUrl: string, files: readonly { month: string; page: number; lastModified: Date }[]): string {
  const entries = files.map(
    (file) => `  <sitemap><loc>${escapeHtml(sitemapFileUrl(publicUrl, file))}</loc><lastmod>${file.lastModified.toISOString()}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join('\n')}${entries.length ? '\n' : ''}</sitemapindex>
`;
}

/** The sitemap protocol's XML: each live listing's page and when it last changed. */
export function renderSitemap(publicUrl: string, listings: readonly { id: string; title: string; updatedAt: Date }[]): string {
  const urls = listings.map(
    (listing) => `  <url><loc>${escapeHtml(listingUrl(publicUrl, listing.id, listing.title))}</loc><lastmod>${listing.updatedAt.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>
`;
}

/**
 * What crawlers may read: the listing and post pages and the uploads they show, not the API. The
 * console and the members' app live after '#', which no crawler sends, so no rule can name them;
 * the path they share ('/') stays open for the landing page. The hand-over script is closed, so a
 * crawler that runs scripts indexes the listing page rather than following it into the app.
 */
export function renderRobots(publicUrl: string): string {
  return `User-agent: *
Allow: /l/
Allow: /post/
Allow: /uploads/
Disallow: /api/
Disallow: /metrics
Disallow: /healthz
Disallow: /readyz
Disallow: ${LISTING_PAGE_SCRIPT_PATH}

Sitemap: ${publicUrl}/sitemap.xml
`;
}
