import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZTicket, ZTicketList, ZTicketThread } from '@souq/contract/support';
import { auditLog } from '../../db/schema/content';
import { buildTicket, buildTicketMessage, buildUser } from '../../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';

let t: TestContext;
let admin: { id: string; token: string };
let dataentry: { id: string; token: string };
let plainUser: { id: string; token: string };
let raiser: { id: string; name: string };
let ticketIds: string[];
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.userWithToken('admin', { name: 'Ada Admin' });
  dataentry = await t.userWithToken('dataentry', { name: 'Dana Entry' });
  plainUser = await t.userWithToken('user');
  const row = await buildUser(t.db, { name: 'Raed Raiser', email: 'raed@example.test' });
  raiser = { id: row.id, name: row.name };
  const base = Date.UTC(2026, 1, 1, 9, 0, 0);
  ticketIds = [];
  for (let i = 0; i < 12; i += 1) {
    const ticket = await buildTicket(t.db, {
      userId: raiser.id,
      title: `Problem ${i + 1}`,
      description: `Details ${i + 1}`,
      status: i % 3 === 0 ? 'closed' : 'open',
      createdAt: new Date(base + i * 60_000),
    });
    ticketIds.push(ticket.id);
  }
  // The newest ticket gets a thread of twelve user messages, a minute apart.
  for (let i = 0; i < 12; i += 1) {
    await buildTicketMessage(t.db, {
      ticketId: ticketIds[11]!,
      authorId: raiser.id,
      message: `Message ${i + 1}`,
      createdAt: new Date(base + 3_600_000 + i * 60_000),
    });
  }
});
afterAll(() => t.close());

const thread = async (id: string, query = '') =>
  ZTicketThread.parse((await t.as(admin).get(`/api/support/get-ticket-messages?ticket_id=${id}${query}`)).json());

describe('tickets', () => {
  it('lists 10 a page, newest first, with the user who raised it, optionally by status', async () => {
    const page1 = ZTicketList.parse((await t.as(admin).get('/api/support/get-all-tickets?page=1&itemsPerPage=10')).json());
    expect(page1.tickets).toHaveLength(10);
    expect(page1.isNext).toBe(true);
    expect(page1.tickets[0]).toMatchObject({
      _id: ticketIds[11],
      title: 'Problem 12',
      description: 'Details 12',
      status: 'open',
      ticket_raised_user: { _id: raiser.id, name: 'Raed Raiser' },
      manager: null,
    });
    expect(page1.tickets[0]!.ticket_no).toBeGreaterThan(page1.tickets[1]!.ticket_no);
    const closed = ZTicketList.parse((await t.as(admin).get('/api/support/get-all-tickets?status=closed')).json());
    expect(closed.tickets.map((x) => x.title)).toEqual(['Problem 10', 'Problem 7', 'Problem 4', 'Problem 1']);
    const all = ZTicketList.parse((await t.as(admin).get('/api/support/get-all-tickets?status=&itemsPerPage=100')).json());
    expect(all.tickets).toHaveLength(12);
    const bad = await t.as(admin).get('/api/support/get-all-tickets?status=pending');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe(messages.support.statusInvalid);
  });

  it('shows the thread oldest first, 10 messages a page by default', async () => {
    const first = await thread(ticketIds[11]!);
    expect(first.isNext).toBe(true);
    expect(first.tickets).toMatchObject({ _id: ticketIds[11], title: 'Problem 12', ticket_raised_user: { name: 'Raed Raiser' } });
    expect(first.tickets.messages.map((m) => m.message)).toEqual(Array.from({ length: 10 }, (_, i) => `Message ${i + 1}`));
    expect(first.tickets.messages[0]).toMatchObject({ fromStaff: false, status: 'open', author: { _id: raiser.id, name: 'Raed Raiser' } });
    const second = await thread(ticketIds[11]!, '&page=2');
    expect(second.tickets.messages.map((m) => m.message)).toEqual(['Message 11', 'Message 12']);
    expect(second.isNext).toBe(false);
    const empty = await thread(ticketIds[0]!);
    expect(empty).toMatchObject({ tickets: { title: 'Problem 1', messages: [] }, isNext: false });
  });

  it('appends a staff reply and closes, reopens without a reply, and audits both', async () => {
    const id = ticketIds[10]!;
    const reply = await t.as(admin).post('/api/support/update-ticket', { ticket_id: id, replay: '  We fixed it.  ', status: 'closed' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ replay: 'We fixed it.', status: 'closed' });
    let view = await thread(id);
    expect(view.tickets.status).toBe('closed');
    expect(view.tickets.messages).toEqual([
      expect.objectContaining({ message: 'We fixed it.', status: 'closed', fromStaff: true, author: { _id: admin.id, name: 'Ada Admin' } }),
    ]);

    const reopen = await t.as(admin).post('/api/support/update-ticket', { ticket_id: id, replay: '', status: 'open' });
    expect(reopen.json()).toEqual({ replay: '', status: 'open' });
    view = await thread(id);
    expect(view.tickets.status).toBe('open');
    expect(view.tickets.messages).toHaveLength(1);

    // A reply that keeps the status open is fine; nothing at all is not.
    expect((await t.as(admin).post('/api/support/update-ticket', { ticket_id: id, replay: 'Anything else?', status: 'open' })).statusCode).toBe(200);
    for (const replay of ['', '   ', undefined]) {
      const nothing = await t.as(admin).post('/api/support/update-ticket', { ticket_id: id, replay, status: 'open' });
      expect(nothing.statusCode).toBe(400);
      expect(errorOf(nothing)).toBe(messages.support.replyOrStatusRequired);
    }
    expect((await thread(id)).tickets.messages.map((m) => m.message)).toEqual(['We fixed it.', 'Anything else?']);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.recordId, id));
    expect(audit.map((a) => a.action)).toEqual(['ticket.reply', 'ticket.status', 'ticket.reply']);
  });

  it.each([
    ['no ticket', { ticket_id: undefined }, messages.support.ticketRequired],
    ['an unknown status', { status: 'pending' }, messages.support.statusInvalid],
    ['no status', { status: undefined }, messages.support.statusInvalid],
    ['a reply of 5001 characters', { replay: 'x'.repeat(5001) }, messages.support.replyTooLong],
    ['a number as reply', { replay: 12 }, messages.support.replyOrStatusRequired],
  ])('refuses a reply with %s', async (_label, change, message) => {
    const response = await t.as(admin).post('/api/support/update-ticket', { ticket_id: ticketIds[9], replay: 'hi', status: 'open', ...change });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
  });

  it('assigns a ticket to a staff member only', async () => {
    const id = ticketIds[8]!;
    const assigned = await t.as(admin).post('/api/support/assign-ticket', { ticket_id: id, manager_id: dataentry.id });
    expect(assigned.statusCode).toBe(200);
    expect(ZTicket.parse(assigned.json())).toMatchObject({ _id: id, manager: { _id: dataentry.id, name: 'Dana Entry' } });
    const listed = ZTicketList.parse((await t.as(admin).get('/api/support/get-all-tickets?itemsPerPage=100')).json());
    expect(listed.tickets.find((x) => x._id === id)?.manager).toEqual({ _id: dataentry.id, name: 'Dana Entry' });

    const notStaff = await t.as(admin).post('/api/support/assign-ticket', { ticket_id: id, manager_id: plainUser.id });
    expect(notStaff.statusCode).toBe(400);
    expect(errorOf(notStaff)).toBe(messages.support.managerNotStaff);
    for (const managerId of [UNKNOWN, 'junk']) {
      const unknown = await t.as(admin).post('/api/support/assign-ticket', { ticket_id: id, manager_id: managerId });
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown)).toBe(messages.support.managerNotFound);
    }
    const missing = await t.as(admin).post('/api/support/assign-ticket', { ticket_id: id });
    expect(errorOf(missing)).toBe(messages.support.managerRequired);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.recordId, id));
    expect(audit?.action).toBe('ticket.assign');
  });

  it('answers 404 for unknown or junk ticket ids and 400 for junk input, never a 500', async () => {
    for (const id of [UNKNOWN, 'junk', "1' OR '1'='1", '%00']) {
      const q = encodeURIComponent(id);
      expect((await t.as(admin).get(`/api/support/get-ticket-messages?ticket_id=${q}`)).statusCode, id).toBe(404);
      const update = await t.as(admin).post('/api/support/update-ticket', { ticket_id: id, replay: 'x', status: 'open' });
      expect(update.statusCode, id).toBe(404);
      expect(errorOf(update)).toBe(messages.support.ticketNotFound);
      expect((await t.as(admin).post('/api/support/assign-ticket', { ticket_id: id, manager_id: admin.id })).statusCode).toBe(404);
    }
    expect((await t.as(admin).get('/api/support/get-ticket-messages')).statusCode).toBe(400);
    expect((await t.as(admin).get(`/api/support/get-ticket-messages?ticket_id=${ticketIds[0]}&itemsPerPage=0`)).statusCode).toBe(400);
    expect((await t.as(admin).get('/api/support/get-all-tickets?page=-3')).statusCode).toBe(400);
    for (const body of [[], 5, { ticket_id: ['a'], replay: {}, status: 1 }, null]) {
      expect((await t.as(admin).post('/api/support/update-ticket', body)).statusCode).toBe(400);
      expect((await t.as(admin).post('/api/support/assign-ticket', body)).statusCode).toBe(400);
    }
  });

  it('answers 401 without a token and 403 for dataentry and users', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/support/get-all-tickets' },
      { method: 'GET' as const, url: `/api/support/get-ticket-messages?ticket_id=${ticketIds[0]}` },
      { method: 'POST' as const, url: '/api/support/update-ticket', payload: { ticket_id: ticketIds[0], replay: 'x', status: 'open' } },
      { method: 'POST' as const, url: '/api/support/assign-ticket', payload: { ticket_id: ticketIds[0], manager_id: admin.id } },
    ];
    for (const call of calls) {
      expect((await t.anonymous.send(call.method, call.url, call.payload)).statusCode, call.url).toBe(401);
      for (const token of [dataentry.token, plainUser.token]) {
        expect((await t.as(token).send(call.method, call.url, call.payload)).statusCode, call.url).toBe(403);
      }
    }
  });
});
