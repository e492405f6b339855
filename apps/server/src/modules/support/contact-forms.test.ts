import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZContactForm, ZContactFormList } from '@souq/contract/support';
import { auditLog } from '../../db/schema/content';
import { contactForms } from '../../db/schema/support';
import { buildContactForm, buildUser } from '../../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';

let t: TestContext;
let admin: string;
let dataentry: string;
let user: string;
let author: { id: string; name: string; email: string };
let formIds: string[];
beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.userWithToken('admin')).token;
  dataentry = (await t.userWithToken('dataentry')).token;
  user = (await t.userWithToken('user')).token;
  const row = await buildUser(t.db, { name: 'Mona Writer', email: 'mona@example.test' });
  author = { id: row.id, name: row.name, email: row.email };
  // Twelve forms a minute apart, so "newest first" is unambiguous.
  const base = Date.UTC(2026, 0, 10, 8, 0, 0);
  formIds = [];
  for (let i = 0; i < 12; i += 1) {
    const form = await buildContactForm(t.db, { userId: author.id, message: `Question ${i + 1}`, createdAt: new Date(base + i * 60_000) });
    formIds.push(form.id);
  }
});
afterAll(() => t.close());

const list = (query = '', token = admin) => t.as(token).get(`/api/support/get-contact-forms${query}`);
const update = (payload: unknown, token = admin) => t.as(token).post('/api/support/update-contact-form', payload as object);

describe('contact forms', () => {
  it('lists 10 a page, newest first, with the sender populated', async () => {
    const page1 = ZContactFormList.parse((await list()).json());
    expect(page1.contactforms).toHaveLength(10);
    expect(page1.isNext).toBe(true);
    expect(page1.contactforms[0]).toEqual({
      _id: formIds[11],
      user_id: { _id: author.id, name: 'Mona Writer', email: 'mona@example.test' },
      message: 'Question 12',
      createdAt: new Date(Date.UTC(2026, 0, 10, 8, 11, 0)),
      action: 'pending',
    });
    const page2 = ZContactFormList.parse((await list('?page=2&itemsPerPage=10')).json());
    expect(page2.contactforms.map((f) => f.message)).toEqual(['Question 2', 'Question 1']);
    expect(page2.isNext).toBe(false);
    expect(ZContactFormList.parse((await list('?page=9')).json())).toEqual({ contactforms: [], isNext: false });
  });

  it('sets the action to completed and back, auditing each change', async () => {
    const id = formIds[0]!;
    const done = await update({ contactform_id: id, action: 'completed' });
    expect(done.statusCode).toBe(200);
    expect(ZContactForm.parse(done.json())).toMatchObject({ _id: id, action: 'completed', user_id: { email: 'mona@example.test' } });
    const [row] = await t.db.select().from(contactForms).where(eq(contactForms.id, id));
    expect(row?.action).toBe('completed');
    // Saving the same value again changes nothing and writes no audit row.
    expect((await update({ contactform_id: id, action: 'completed' })).statusCode).toBe(200);
    expect((await update({ contactform_id: id, action: 'pending' })).json()).toMatchObject({ action: 'pending' });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.recordId, id));
    expect(audit.map((a) => [a.action, JSON.parse(a.after!)])).toEqual([
      ['contact-form.update', { action: 'completed' }],
      ['contact-form.update', { action: 'pending' }],
    ]);
  });

  it.each([
    [{ contactform_id: undefined }, messages.support.contactFormRequired],
    [{ contactform_id: '', action: 'completed' }, messages.support.contactFormRequired],
    [{ contactform_id: 42, action: 'completed' }, messages.support.contactFormRequired],
    [{ action: 'archived' }, messages.support.actionInvalid],
    [{ action: undefined }, messages.support.actionInvalid],
  ])('refuses %o with its message', async (change, message) => {
    const response = await update({ contactform_id: formIds[1], ...change });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
  });

  it('filters by pending or completed, counts on request, and bulk-completes all matching the filter alone', async () => {
    const [first, second] = [formIds[2]!, formIds[3]!];
    for (const id of [first, second]) expect((await update({ contactform_id: id, action: 'completed' })).statusCode).toBe(200);
    const completed = ZContactFormList.parse((await list('?action=completed&withTotal=true')).json());
    expect(completed.contactforms.map((f) => f._id)).toEqual([second, first]);
    expect(completed).toMatchObject({ total: 2, totalExact: true, isNext: false });
    const pending = ZContactFormList.parse((await list('?action=pending&withTotal=true')).json());
    expect(pending.total).toBe(10);
    expect(pending.contactforms.every((f) => f.action === 'pending')).toBe(true);
    // "All" arrives empty: every form.
    expect(ZContactFormList.parse((await list('?action=&withTotal=true')).json()).total).toBe(12);
    // "Reopen all completed" touches the two completed forms and nothing else.
    const bulk = await t.as(admin).post('/api/console/bulk/contact-forms', { action: 'reopen', filter: { action: 'completed' } });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toMatchObject({ changed: 2 });
    expect(ZContactFormList.parse((await list('?action=completed&withTotal=true')).json()).total).toBe(0);
  });

  it('refuses an unknown status filter with its message', async () => {
    const response = await list('?action=archived');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(messages.support.actionInvalid);
  });

  it('refuses bad paging and junk bodies with 400, never a 500', async () => {
    for (const query of ['?page=0', '?page=abc', '?itemsPerPage=1000', '?itemsPerPage=-1', '?page=1.5']) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
    for (const body of [[], 7, { contactform_id: { $ne: null }, action: 'completed' }, null]) {
      const response = await update(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const text = await t.as(admin).post('/api/support/update-contact-form', 'completed', { headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it('answers 404 for unknown forms, 401 without a token, 403 for other roles', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'junk', "1' OR '1'='1"]) {
      const response = await update({ contactform_id: id, action: 'completed' });
      expect(response.statusCode, id).toBe(404);
      expect(errorOf(response)).toBe(messages.support.contactFormNotFound);
    }
    expect((await t.app.inject({ url: '/api/support/get-contact-forms' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/support/update-contact-form', payload: {} })).statusCode).toBe(401);
    for (const token of [dataentry, user]) {
      expect((await list('', token)).statusCode).toBe(403);
      expect((await update({ contactform_id: formIds[0], action: 'completed' }, token)).statusCode).toBe(403);
    }
  });
});
