import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTicket, ZTicketThread } from '@souq/contract/support';
import { createTestContext, type TestContext, listenOnLoopback } from '../../../test/helper';
import { openEventStream, type EventStreamClient } from '../../../test/event-stream-client';

/**
 * A staff answer on a ticket reaches the member who raised it on their live event stream, read
 * over a real connection as the apps read it, so an open thread shows the reply without a reload.
 */
let t: TestContext;
let baseUrl: string;
type Account = { id: string; token: string };
let admin: Account;
let member: Account;
let other: Account;
const streams: EventStreamClient[] = [];

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.userWithToken('admin', { name: 'Ada Admin' });
  member = await t.userWithToken('user', { name: 'Mira Member' });
  other = await t.userWithToken('user', { name: 'Omar Other' });
  baseUrl = await listenOnLoopback(t.app);
});
afterAll(async () => {
  for (const client of streams) client.close();
  await t?.close();
});

async function stream(who: Account) {
  const client = await openEventStream(baseUrl, who.token);
  streams.push(client);
  await expect.poll(() => client.text()).toContain('retry:');
  return client;
}

async function raiseTicket(title: string) {
  const response = await t.as(member).post('/api/support/create-ticket', { title, description: 'Please help' });
  return ZTicket.parse(response.json());
}

const updateTicket = (payload: object) => t.as(admin).post('/api/support/update-ticket', payload);

/** Lets events already published arrive before a test says none came. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('staff answers on the stream of the ticket’s raiser', () => {
  it('delivers a reply to the raiser only, with the reply as the thread then holds it', async () => {
    const ticket = await raiseTicket('Refund not received');
    const mine = await stream(member);
    const theirs = await stream(other);

    const answered = await updateTicket({ ticket_id: ticket._id, replay: 'Sent back today', status: 'open' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ replay: 'Sent back today', status: 'open' });

    const event = await mine.next('ticket-update');
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    const thread = ZTicketThread.parse((await t.as(member).get(`/api/support/get-my-ticket-messages?ticket_id=${ticket._id}`)).json());
    const reply = thread.tickets.messages.at(-1)!;
    expect(event.data).toEqual({
      ticket_id: ticket._id,
      status: 'open',
      reply: { _id: reply._id, message: 'Sent back today', createdAt: reply.createdAt.toISOString() },
    });
    await settle();
    expect(theirs.pending()).toEqual([]);
  });

  it('tells the raiser when staff close the ticket without a reply', async () => {
    const ticket = await raiseTicket('Wrong category');
    const mine = await stream(member);
    expect((await updateTicket({ ticket_id: ticket._id, status: 'closed' })).statusCode).toBe(200);
    expect((await mine.next('ticket-update')).data).toEqual({ ticket_id: ticket._id, status: 'closed', reply: null });
  });

  it('sends nothing for a refused update or for the member’s own follow-up', async () => {
    const ticket = await raiseTicket('Nothing to say');
    const mine = await stream(member);
    // Neither a reply nor a new status: refused, and rolled back before anything is published.
    expect((await updateTicket({ ticket_id: ticket._id, replay: '  ', status: 'open' })).statusCode).toBe(400);
    const followUp = await t.as(member).post('/api/support/add-ticket-message', { ticket_id: ticket._id, message: 'Any news?' });
    expect(followUp.statusCode).toBe(201);
    await settle();
    expect(mine.pending()).toEqual([]);
  });
});
