import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { languageFromHeader } from '@souq/contract/server-language';
import { publicPagesThrottle } from '../../lib/public-pages-throttle';
import {
  LISTING_PAGE_SCRIPT,
  LISTING_PAGE_SCRIPT_PATH,
  renderListingAbsent,
  renderListingPage,
  renderRobots,
  renderSitemap,
  renderSitemapIndex,
} from './listing-page';
import { findPublicListing, sitemapFiles, sitemapListings } from './public-listings.service';

const params = z.object({ id: z.string().max(64), slug: z.string().max(400).optional() });
const sitemapFileParams = z.object({ file: z.string().max(64) });
/** A sitemap file's name: its month and page (sitemapFileUrl). */
const SITEMAP_FILE = /^listings-(\d{4}-(?:0[1-9]|1[0-2]))-([1-9]\d{0,4})\.xml$/;
/** How long one process reuses the sitemap index it built. */
const SITEMAP_INDEX_MEMORY_MS = 10 * 60_000;

/**
 * Not JSON: the listing pages at real paths (/l/:id/:slug), the sitemap of live listings and
 * robots.txt, for visitors without the app, link previews and search engines (listing-page.ts).
 */
export async function publicListingsRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  app.addHook('preValidation', publicPagesThrottle(app, 'public-pages'));

  // The slug is for people and search engines; the id alone finds the listing.
  app.get('/l/:id/:slug?', { schema: { hide: true, params } }, async (request, reply) => {
    const { id } = request.params as z.infer<typeof params>;
    // The page's own words follow the reader's language, so a cache keeps one copy per language.
    const language = languageFromHeader(request.headers['accept-language']) ?? 'en';
    reply.header('Vary', 'Accept-Language').header('Content-Language', language).type('text/html; charset=utf-8');
    const found = await findPublicListing(app.db, id);
    if (found.state !== 'live') {
      // A listing that ends must leave caches soon: a short life for the refusals too.
      reply.code(found.state === 'gone' ? 410 : 404).header('Cache-Control', 'public, max-age=60');
      return renderListingAbsent(publicUrl, language, found.state === 'gone');
    }
    reply.header('Cache-Control', 'public, max-age=300');
    return renderListingPage({ publicUrl, listing: found.listing, language });
  });

  app.get(LISTING_PAGE_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/javascript; charset=utf-8');
    return LISTING_PAGE_SCRIPT;
  });

  // The index counts every live listing by month: remembered for a while, so crawlers and
  // anyone else asking often cost one count, not one each.
  let index: { xml: string; until: number } | undefined;
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    if (!index || index.until < Date.now()) {
      index = { xml: renderSitemapIndex(publicUrl, await sitemapFiles(app.db)), until: Date.now() + SITEMAP_INDEX_MEMORY_MS };
    }
    return index.xml;
  });

  app.get('/sitemaps/:file', { schema: { hide: true, params: sitemapFileParams } }, async (request, reply) => {
    const match = SITEMAP_FILE.exec((request.params as z.infer<typeof sitemapFileParams>).file);
    reply.type('application/xml; charset=utf-8');
    const listings = match ? await sitemapListings(app.db, { month: match[1]!, page: Number(match[2]) }) : [];
    if (listings.length === 0) {
      reply.code(404).header('Cache-Control', 'public, max-age=60');
    } else {
      reply.header('Cache-Control', 'public, max-age=3600');
    }
    return renderSitemap(publicUrl, listings);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8');
    return renderRobots(publicUrl);
  });
}
