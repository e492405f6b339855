import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { ZContactForm, ZContactFormList, ZTicket, ZTicketList, ZTicketMessage, ZTicketThread } from '@souq/contract/support';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';

/** The apps' side of the support desk: members write, staff read and answer in the console. */
let t: TestContext;
let admin: { id: string; token: string };
let member: { id: string; token: string };
let other: { id: string; token: string };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const s = messages.support;

beforeAll(async () => {
  // Every case here writes as the same member, refusals included: the limits have their own tests (write-budget.test.ts).
  t = await createTestContext({ MEMBER_WRITE_LIMITS: 'tickets=100,ticket-messages=100,contact-forms=100' });
  admin = await t.userWithToken('admin', { name: 'Ada Admin' });
  member = await t.userWithToken('user', { name: 'Mira Member' });
  other = await t.userWithToken('user', { name: 'Omar Other' });
});
afterAll(() => t.close());

describe('contact forms sent from the apps', () => {
  it('stores the message as pending for the caller, and staff see it first', async () => {
    const sent = await t.as(member).post('/api/support/add-contact-form', { message: '  Where is my order?  ' });
    expect(sent.statusCode).toBe(201);
    const form = ZContactForm.parse(sent.json());
    expect(form).toMatchObject({ message: 'Where is my order?', action: 'pending', user_id: { _id: member.id, name: 'Mira Member' } });
    const listed = ZContactFormList.parse((await t.as(admin).get('/api/support/get-contact-forms')).json());
    expect(listed.contactforms[0]).toEqual(form);
  });

  it.each([
    ['no message', {}, s.messageRequired],
    ['a blank message', { message: '   ' }, s.messageRequired],
    ['a number', { message: 42 }, s.messageRequired],
    ['5001 characters', { message: 'x'.repeat(5001) }, s.messageTooLong],
  ])('refuses %s', async (_label, body, text) => {
    const response = await t.as(member).post('/api/support/add-contact-form', body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(text);
  });
});

describe('tickets raised from the apps', () => {
  it('raises an open ticket with the next number, listed for its owner and for staff', async () => {
    const first = ZTicket.parse((await t.as(member).post('/api/support/create-ticket', { title: 'App crashes', description: 'On the chat screen' })).json());
    const raised = await t.as(member).post('/api/support/create-ticket', { title: ' Refund ', description: ' Paid twice ' });
    expect(raised.statusCode).toBe(201);
    const ticket = ZTicket.parse(raised.json());
    expect(ticket).toMatchObject({
      title: 'Refund',
      description: 'Paid twice',
      status: 'open',
      ticket_raised_user: { _id: member.id, name: 'Mira Member' },
      manager: null,
    });
    expect(ticket.ticket_no).toBe(first.ticket_no + 1);

    const mine = ZTicketList.parse((await t.as(member).get('/api/support/get-my-tickets')).json());
    expect(mine).toEqual({ tickets: [ticket, first], isNext: false });
    expect(ZTicketList.parse((await t.as(other).get('/api/support/get-my-tickets')).json())).toEqual({ tickets: [], isNext: false });
    const paged = ZTicketList.parse((await t.as(member).get('/api/support/get-my-tickets?page=1&itemsPerPage=1')).json());
    expect(paged).toEqual({ tickets: [ticket], isNext: true });
    const staff = ZTicketList.parse((await t.as(admin).get('/api/support/get-all-tickets?status=open')).json());
    expect(staff.tickets.map((x) => x._id)).toEqual(expect.arrayContaining([ticket._id, first._id]));
  });

  it('lets the owner follow the thread, staff replies included, and reopens a closed ticket on a follow-up', async () => {
    const ticket = ZTicket.parse((await t.as(member).post('/api/support/create-ticket', { title: 'Locked out', description: 'Cannot log in' })).json());
    const follow = await t.as(member).post('/api/support/add-ticket-message', { ticket_id: ticket._id, message: 'Still locked' });
    expect(follow.statusCode).toBe(201);
    expect(ZTicketMessage.parse(follow.json())).toMatchObject({
      message: 'Still locked',
      fromStaff: false,
      status: 'open',
      author: { _id: member.id, name: 'Mira Member' },
    });
    await t.as(admin).post('/api/support/update-ticket', { ticket_id: ticket._id, replay: 'Reset it for you', status: 'closed' });

    const read = async () => ZTicketThread.parse((await t.as(member).get(`/api/support/get-my-ticket-messages?ticket_id=${ticket._id}`)).json());
    let thread = await read();
    expect(thread.tickets.status).toBe('closed');
    expect(thread.tickets.messages.map((m) => [m.message, m.fromStaff, m.author?.name])).toEqual([
      ['Still locked', false, 'Mira Member'],
      ['Reset it for you', true, 'Ada Admin'],
    ]);

    expect((await t.as(member).post('/api/support/add-ticket-message', { ticket_id: ticket._id, message: 'It happened again' })).statusCode).toBe(201);
    thread = await read();
    expect(thread.tickets.status).toBe('open');
    expect(thread.tickets.messages.at(-1)).toMatchObject({ message: 'It happened again', status: 'open', fromStaff: false });
  });

  it("treats someone else's ticket, an unknown id and junk as not found", async () => {
    const ticket = ZTicket.parse((await t.as(member).post('/api/support/create-ticket', { title: 'Mine only', description: 'Private' })).json());
    for (const id of [ticket._id, UNKNOWN, 'junk']) {
      const q = encodeURIComponent(id);
      const read = await t.as(other).get(`/api/support/get-my-ticket-messages?ticket_id=${q}`);
      expect(read.statusCode, id).toBe(404);
      expect(errorOf(read)).toBe(s.ticketNotFound);
      const write = await t.as(other).post('/api/support/add-ticket-message', { ticket_id: id, message: 'hello' });
      expect(write.statusCode, id).toBe(404);
    }
    const thread = ZTicketThread.parse((await t.as(admin).get(`/api/support/get-ticket-messages?ticket_id=${ticket._id}`)).json());
    expect(thread.tickets.messages).toEqual([]);
  });

  it.each([
    ['no title', { description: 'x' }, s.titleRequired],
    ['a blank title', { title: ' ', description: 'x' }, s.titleRequired],
    ['a title of 201 characters', { title: 'x'.repeat(201), description: 'x' }, s.titleTooLong],
    ['no description', { title: 'x' }, s.descriptionRequired],
    ['a description of 5001 characters', { title: 'x', description: 'x'.repeat(5001) }, s.messageTooLong],
  ])('refuses a ticket with %s', async (_label, body, text) => {
    const response = await t.as(member).post('/api/support/create-ticket', body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(text);
  });

  it('refuses a follow-up without a ticket or a message', async () => {
    expect(errorOf(await t.as(member).post('/api/support/add-ticket-message', { message: 'x' }))).toBe(s.ticketRequired);
    expect(errorOf(await t.as(member).post('/api/support/add-ticket-message', { ticket_id: UNKNOWN, message: ' ' }))).toBe(s.messageRequired);
    expect((await t.as(member).get('/api/support/get-my-ticket-messages')).statusCode).toBe(400);
  });

  it('answers 401 without a token on every member route', async () => {
    for (const call of [
      { method: 'POST' as const, url: '/api/support/add-contact-form', payload: { message: 'x' } },
      { method: 'POST' as const, url: '/api/support/create-ticket', payload: { title: 'x', description: 'y' } },
      { method: 'GET' as const, url: '/api/support/get-my-tickets' },
      { method: 'GET' as const, url: `/api/support/get-my-ticket-messages?ticket_id=${UNKNOWN}` },
      { method: 'POST' as const, url: '/api/support/add-ticket-message', payload: { ticket_id: UNKNOWN, message: 'x' } },
    ]) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
    }
  });
});
