import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZAppSettings } from '@souq/contract/settings';
import { appSettings, auditLog } from '../../db/schema/content';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';

let t: TestContext;
let admin: string;
let settingID: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.userWithToken('admin')).token;
});
afterAll(() => t.close());

const edit = (payload: object, token = admin) => t.as(token).post('/api/admin/edit-app-settings', payload);

describe('app settings', () => {
  it('answers the public info without a login, with empty contact details before settings exist', async () => {
    const info = await t.app.inject({ url: '/api/public-info' });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      email: '',
      site: '',
      androidStoreUrl: expect.stringMatching(/^https:\/\/play\.google\.com\//),
      iosStoreUrl: expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
    });
  });

  it('answers 404 while there is no settings row', async () => {
    expect((await t.as(admin).get('/api/admin/app-settings')).statusCode).toBe(404);
  });

  it('reads and edits the settings, auditing before and after', async () => {
    const [row] = await t.db.insert(appSettings).values({ site: 'https://souq.example', phone: '+965 1', email: 'hello@souq.example' }).returning();
    settingID = row!.id;
    expect((await t.app.inject({ url: '/api/public-info' })).json()).toMatchObject({ email: 'hello@souq.example' });
    const read = await t.as(admin).get('/api/admin/app-settings');
    expect(ZAppSettings.parse(read.json())).toMatchObject({ _id: settingID, site: 'https://souq.example', facebook: '' });

    const changes = {
      settingID,
      site: 'https://souq.example/home',
      phone: '+965 2222 3333',
      email: 'care@souq.example',
      facebook: 'https://facebook.com/souq',
      twitter: '',
      address: 'Kuwait City',
    };
    const response = await edit(changes);
    expect(response.statusCode).toBe(200);
    const { settingID: _id, ...fields } = changes;
    expect(response.json()).toEqual({ _id: settingID, ...fields });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.recordId, settingID));
    expect(audit?.action).toBe('settings.edit');
    expect(JSON.parse(audit!.before!)).toMatchObject({ phone: '+965 1' });
    expect(JSON.parse(audit!.after!)).toMatchObject({ phone: '+965 2222 3333' });
  });

  it.each([
    [{ site: '' }, messages.settings.siteRequired],
    [{ site: 'javascript:alert(1)' }, messages.settings.urlInvalid],
    [{ phone: '' }, messages.settings.phoneRequired],
    [{ email: '' }, messages.settings.emailRequired],
    [{ email: 'not-an-address' }, messages.settings.emailInvalid],
    [{ twitter: 'ftp://x' }, messages.settings.urlInvalid],
  ])('refuses %o with its message and changes nothing', async (change, message) => {
    const [before] = await t.db.select().from(appSettings);
    const response = await edit({ settingID, site: 'https://a.example', phone: '1', email: 'a@b.example', ...change });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
    expect((await t.db.select().from(appSettings))[0]).toEqual(before);
  });

  it.each(['javascript:window.__xss=1', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'ftp://souq.example', 'https:souq.example', '//souq.example'])(
    'refuses the link %j in site, facebook and twitter, changing nothing',
    async (link) => {
      const [before] = await t.db.select().from(appSettings);
      const base = { settingID, site: 'https://a.example', phone: '1', email: 'a@b.example' };
      for (const field of ['site', 'facebook', 'twitter']) {
        const response = await edit({ ...base, [field]: link });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response)).toBe(messages.settings.urlInvalid);
      }
      expect((await t.db.select().from(appSettings))[0]).toEqual(before);
    },
  );

  it('takes https and http links in every link field', async () => {
    const links = { site: 'https://souq.example/ar/عن', facebook: 'http://facebook.com/souq', twitter: 'https://x.com/souq?ref=1' };
    const response = await edit({ settingID, phone: '1', email: 'a@b.example', ...links });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(links);
  });

  it('answers 404 for an unknown settings id, 401 without a token, 403 for dataentry', async () => {
    const base = { site: 'https://a.example', phone: '1', email: 'a@b.example' };
    expect((await edit({ ...base, settingID: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await edit({ ...base, settingID: 'junk' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/app-settings' })).statusCode).toBe(401);
    const dataentry = (await t.userWithToken('dataentry')).token;
    expect((await t.as(dataentry).get('/api/admin/app-settings')).statusCode).toBe(403);
    expect((await edit({ ...base, settingID }, dataentry)).statusCode).toBe(403);
  });
});
