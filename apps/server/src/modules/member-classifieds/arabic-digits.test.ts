import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZMyAccount } from '@souq/contract/members-account';
import { classifiedPosts } from '../../db/schema/classifieds';
import { users } from '../../db/schema/users';
import { errorOf } from '../../../test/helper';
import { c, create, created, rowOf, searchIds, seller, t, useListingContext } from '../../../test/fixtures/listing-context';

/** What a member types with an Arabic or Persian keyboard is stored as the same number. */
useListingContext();

describe('Arabic-Indic and Persian digits through the API', () => {
  it('sells a listing priced and reached with Arabic-Indic digits, stored as ASCII digits', async () => {
    const listing = await created('property', { price: '٣٢٠', mobile: '٥٥٥٥١٢٣٤', rooms: '٤' });
    expect(listing).toMatchObject({ price: 320, mobile: '55551234', rooms: '4' });
    const row = await rowOf(listing._id);
    expect(Number(row?.price)).toBe(320);
    expect(row?.mobile).toBe('55551234');
  });

  it('edits a price written in Persian digits with a thousands mark', async () => {
    const listing = await created('food');
    const response = await t.as(seller).patch(`/api/v1/classifieds/${listing._id}`, { price: '۱٬۲۵۰' });
    expect(response.statusCode, response.body).toBe(200);
    expect(Number((await rowOf(listing._id))?.price)).toBe(1250);
  });

  it('still refuses what is not a whole positive number, storing nothing', async () => {
    const count = async () => (await t.db.select({ id: classifiedPosts.id }).from(classifiedPosts)).length;
    const before = await count();
    const response = await create('food', { price: '٣٢٠٫٥' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(c.pricePositive);
    expect(await count()).toBe(before);
  });

  it('finds listings by a price range typed in Arabic-Indic digits', async () => {
    const cheap = await created('buy-sell', { price: '٩٩٩١' });
    const dear = await created('buy-sell', { price: 99995 });
    const found = await searchIds(`price_min=${encodeURIComponent('٩٩٩٠')}&price_max=${encodeURIComponent('٩٩٩٩')}`);
    expect(found).toContain(cheap._id);
    expect(found).not.toContain(dear._id);
  });

  it('saves a member’s phone typed in Arabic-Indic digits', async () => {
    const response = await t.as(seller).patch('/api/v1/me', { phone: '٥٥٥٥١٢٣٤' });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZMyAccount.parse(response.json()).phone).toBe('55551234');
    const [row] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, seller.id));
    expect(row?.phone).toBe('55551234');
  });
});
