import { describe, expect, it } from 'vitest';
import { listingPath } from '@souq/contract/listing-link';
import { ZMemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { routeTable } from '@souq/contract/routes';
import { buyer, created, detail, other, seller, t, useListingContext, admin, type Caller } from './fixtures/listing-context';

/**
 * The privacy rule of docs/security.md: a listing's precise address (the free-text address, street,
 * building, floor, flat and block numbers) and the seller's typed mobile reach staff and the owner
 * only. This file walks every members' and public route that reads, as another member and as a
 * visitor, after the buyer has favourited the listing and asked its seller about it, and looks for
 * the seeded values anywhere in the answers. A new route that answers listings is walked too: it
 * comes from the route table.
 */
useListingContext();

// Values no other field, id or time could hold by chance.
const SECRETS = {
  address: 'Zqxwv Hidden Lane 5503',
  street: 'Qjzpk Street',
  buildingNo: '73190458',
  floor: '947361',
  flatNo: '88214467',
  blockNo: '66139021',
  mobile: '96599887766',
} as const;

const leaks = (body: string) => Object.entries(SECRETS).filter(([, value]) => body.includes(value));

/** Every GET of the route table a member or a visitor may call, but the event stream (never ends). */
const readable = routeTable.filter(
  (route) =>
    route.method === 'GET' &&
    route.path !== '/api/v1/events' &&
    (route.access === 'public' || (Array.isArray(route.access) && (route.access as readonly string[]).includes('user'))),
);

describe('a listing’s precise address and mobile', () => {
  it('reach the owner and staff, and no other member or visitor through any route', async () => {
    const listing = await created('property', { title: 'Sea view flat Salmiya', ...SECRETS });
    expect(ZMemberClassifiedDetail.parse((await detail(listing._id, seller)).json())).toMatchObject(SECRETS);

    // The buyer's own traces of the listing: a favourite and a conversation about it.
    expect((await t.as(buyer).post(`/api/v1/classifieds/${listing._id}/favourite`)).statusCode).toBe(200);
    const started = await t.as(buyer).post('/api/v1/conversations', { classified_id: listing._id });
    expect(started.statusCode, started.body).toBe(201);
    expect(leaks(started.body)).toEqual([]);
    const conversationId = started.json<{ _id: string }>()._id;
    await t.as(buyer).post(`/api/v1/conversations/${conversationId}/messages`, { body: 'Is it still available?' });

    const ids = [listing._id, seller.id, buyer.id, conversationId];
    const queries = ['', 'q=Sea%20view', 'q=Salmiya&facets=true', `classified_id=${listing._id}`, `post_id=${listing._id}`, 'category_id=', 'limit=50'];
    const urls = readable.flatMap((route) => {
      const paths = route.path.includes(':id') ? ids.map((id) => route.path.replace(':id', id)) : [route.path];
      return paths.flatMap((path) => queries.map((query) => (query ? `${path}?${query}` : path)));
    });
    // The public pages: the listing's own, the sitemap index and this month's file, and robots.txt.
    const sitemapFile = `/sitemaps/listings-${new Date().toISOString().slice(0, 7)}-1.xml`;
    urls.push(listingPath(listing._id, listing.title), `/l/${listing._id}`, '/sitemap.xml', sitemapFile, '/robots.txt');

    const readers: (Caller | null)[] = [buyer, other, admin, null];
    let answered = 0;
    for (const reader of readers) {
      for (const url of urls) {
        const response = reader ? await t.as(reader).get(url) : await t.app.inject({ url });
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode === 200) answered++;
        expect(leaks(response.body), `${reader?.id ?? 'a visitor'} ${url}`).toEqual([]);
      }
    }
    // The walk reached the listing: the detail, the search, the favourites and the conversation answered.
    expect(answered).toBeGreaterThan(50);
    for (const reader of [buyer, other]) {
      const shown = ZMemberClassifiedDetail.parse((await detail(listing._id, reader)).json());
      expect(shown.title).toBe('Sea view flat Salmiya');
      expect(shown).not.toHaveProperty('mobile');
      expect(shown).not.toHaveProperty('address');
      expect(shown).not.toHaveProperty('street');
    }

    // Staff read them in the console, as the spec's page of one post shows them.
    const console = await t.as(admin).get(`/api/classifieds/get-aclassified?classified_id=${listing._id}`);
    expect(console.json()).toMatchObject(SECRETS);
    // About 1,500 requests: a minute and more on a busy machine.
  }, 240_000);

  it('may be left out by the seller: a property listing without them is put on sale and edited', async () => {
    const listing = await created('property', {
      address: undefined,
      street: undefined,
      buildingNo: undefined,
      floor: undefined,
      flatNo: undefined,
      blockNo: '',
    });
    const own = ZMemberClassifiedDetail.parse((await detail(listing._id, seller)).json());
    expect(own.address).toBe('');
    expect(own.street).toBeUndefined();
    const edited = await t.as(seller).patch(`/api/v1/classifieds/${listing._id}`, { street: 'Gulf Road', address: 'Near the tower' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ street: 'Gulf Road', address: 'Near the tower' });
    const cleared = await t.as(seller).patch(`/api/v1/classifieds/${listing._id}`, { street: null, address: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ address: '' });
    expect(cleared.json()).not.toHaveProperty('street');
    // Still checked when given: digits only, as the console's form says.
    const wrong = await t.as(seller).patch(`/api/v1/classifieds/${listing._id}`, { floor: 'third' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ fields: Record<string, string> }>().fields.floor).toBeTruthy();
  });

  it('cannot be probed by the search: no filter on them, and no word of them finds the listing', async () => {
    const listing = await created('property', { title: 'Probe target flat', ...SECRETS });
    const found = async (q: string) =>
      (await t.as(buyer).get(`/api/v1/classifieds?q=${encodeURIComponent(q)}`)).json<{ classifieds: { _id: string }[] }>().classifieds.map((item) => item._id);
    expect(await found('Probe target')).toContain(listing._id);
    // Migration 0020: the search document leaves the precise address out.
    for (const word of ['Qjzpk', SECRETS.buildingNo, SECRETS.floor, SECRETS.flatNo, SECRETS.blockNo])
      expect(await found(word), word).not.toContain(listing._id);
    // The type's other fields still find it.
    expect(await found('Probe Apartment')).toContain(listing._id);
    const probe = await t.as(buyer).get(`/api/v1/classifieds?q=Probe%20target&street=${encodeURIComponent('Nowhere at all')}&floor=1`);
    expect(probe.statusCode).toBe(200);
    // The filter is not read: the answer is the same whichever street is asked for.
    expect(probe.json<{ classifieds: { _id: string }[] }>().classifieds.map((item) => item._id)).toContain(listing._id);
  });
});
