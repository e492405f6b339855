import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AddTicketMessageRequest, AssignTicketRequest, CreateTicketRequest, TicketListQuery, UpdateTicketRequest } from '@souq/contract/support';
import { isStaffRole } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import { ticketMessages, tickets } from '../../db/schema/support';
import { users } from '../../db/schema/users';
import { recordAudit, recordChange } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { totalIf } from '../../lib/list-total';
import { readPage } from '../../lib/paging';
import { chosenSort, newestFirst } from '../../lib/sorted-page';
import type { MemberEvent } from '../member-events/event-hub';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { personRef } from '../users/users.queries';
import { selectTickets, TICKET_SORT_KEYS, ticketListWhere, type Ticket } from './tickets.queries';

const s = messages.support;

export async function listTickets(db: Db, input: Omit<TicketListQuery, 'manager_id'> & { manager_id?: string }) {
  const where = ticketListWhere(input);
  const [{ rows, isNext }, total] = await Promise.all([
    readPage(
      selectTickets(db)
        .where(where)
        .orderBy(...chosenSort(TICKET_SORT_KEYS, 'createdAt', input, ['createdAt']))
        .$dynamic(),
      input,
    ),
    totalIf(input.withTotal, db, tickets, where),
  ]);
  return { tickets: rows, isNext, ...total };
}

async function findTicket(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await selectTickets(db).where(eq(tickets.id, id)).limit(1);
  return row;
}

async function requireTicket(db: Db, id: string) {
  const ticket = await findTicket(db, id);
  if (!ticket) throw notFound(s.ticketNotFound);
  return ticket;
}

type ThreadQuery = { ticket_id: string; page: number; itemsPerPage: number };

export async function getTicketThread(db: Db, input: ThreadQuery) {
  return threadOf(db, await requireTicket(db, input.ticket_id), input);
}

async function threadOf(db: Db, ticket: Ticket, input: ThreadQuery) {
  const { rows, isNext } = await readPage(
    db
      .select({
        _id: ticketMessages.id,
        message: ticketMessages.message,
        status: ticketMessages.status,
        fromStaff: ticketMessages.fromStaff,
        createdAt: ticketMessages.createdAt,
        // Null for messages whose author's account is gone (an outer join).
        author: personRef(users),
      })
      .from(ticketMessages)
      .leftJoin(users, eq(users.id, ticketMessages.authorId))
      .where(eq(ticketMessages.ticketId, ticket._id))
      .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id))
      .$dynamic(),
    input,
  );
  return { tickets: { ...ticket, messages: rows }, isNext };
}

/**
 * Appends a staff reply (when there is one) and sets the status, in one audited transaction.
 * Answers the notice the ticket's raiser is owed, for the caller to publish once it committed.
 */
export async function updateTicket(db: Db, actorId: string, input: UpdateTicketRequest) {
  if (!isUuid(input.ticket_id)) throw notFound(s.ticketNotFound);
  return db.transaction(async (tx) => {
    // Locked so two staff saving at once cannot both decide the status "did not change".
    const [before] = await tx
      .select({ id: tickets.id, status: tickets.status, userId: tickets.userId })
      .from(tickets)
      .where(eq(tickets.id, input.ticket_id))
      .for('update');
    if (!before) throw notFound(s.ticketNotFound);
    if (input.replay === '' && input.status === before.status) throw badRequest(s.replyOrStatusRequired);
    let reply: { _id: string; createdAt: Date } | undefined;
    if (input.replay !== '') {
      [reply] = await tx
        .insert(ticketMessages)
        .values({
          ticketId: before.id,
          authorId: actorId,
          fromStaff: true,
          message: input.replay,
          status: input.status,
        })
        .returning({ _id: ticketMessages.id, createdAt: ticketMessages.createdAt });
    }
    if (input.status !== before.status) {
      await tx.update(tickets).set({ status: input.status, updatedAt: new Date() }).where(eq(tickets.id, before.id));
    }
    await recordAudit(tx, {
      actorId,
      action: input.replay === '' ? 'ticket.status' : 'ticket.reply',
      recordType: 'ticket',
      recordId: before.id,
      before: { status: before.status },
      after: { status: input.status, replay: input.replay },
    });
    // Enough for the thread to say what changed; the app reads the thread again for the rest.
    const event: MemberEvent = {
      type: 'ticket-update',
      data: {
        ticket_id: before.id,
        status: input.status,
        reply: reply ? { _id: reply._id, message: input.replay, createdAt: reply.createdAt.toISOString() } : null,
      },
    };
    const notice: MemberNotice = { to: before.userId, event };
    return { answer: { replay: input.replay, status: input.status }, notice };
  });
}

export async function assignTicket(db: Db, actorId: string, input: AssignTicketRequest) {
  const before = await requireTicket(db, input.ticket_id);
  const [staff] = isUuid(input.manager_id)
    ? await db
        .select({ id: users.id, name: users.name, role: users.role, blocked: users.blocked })
        .from(users)
        .where(and(eq(users.id, input.manager_id), isNull(users.deletedAt)))
    : [];
  if (!staff || staff.blocked) throw notFound(s.managerNotFound);
  if (!isStaffRole(staff.role)) {
    throw badRequest(s.managerNotStaff, { manager_id: s.managerNotStaff });
  }
  await db.transaction(async (tx) => {
    await tx.update(tickets).set({ managerId: staff.id, updatedAt: new Date() }).where(eq(tickets.id, before._id));
    const entry = { actorId, action: 'ticket.assign', recordType: 'ticket', recordId: before._id };
    await recordChange(tx, entry, { manager: [before.manager, { _id: staff.id, name: staff.name }] });
  });
  return { ...before, manager: { _id: staff.id, name: staff.name } };
}

// The apps' side: a member raises tickets, reads their own threads and writes follow-ups.

export async function createTicket(db: Db, userId: string, input: CreateTicketRequest) {
  const [row] = await db.insert(tickets).values({ userId, title: input.title, description: input.description }).returning({ id: tickets.id });
  return requireTicket(db, row!.id);
}

export async function listMyTickets(db: Db, userId: string, input: { page: number; itemsPerPage: number }) {
  const { rows, isNext } = await readPage(
    selectTickets(db)
      .where(eq(tickets.userId, userId))
      .orderBy(...newestFirst(tickets))
      .$dynamic(),
    input,
  );
  return { tickets: rows, isNext };
}

/** Someone else's ticket is "not found": members learn nothing about other people's tickets. */
async function requireOwnTicket(db: Db, userId: string, ticketId: string) {
  const ticket = await findTicket(db, ticketId);
  if (!ticket || ticket.ticket_raised_user._id !== userId) throw notFound(s.ticketNotFound);
  return ticket;
}

export async function getMyTicketThread(db: Db, userId: string, input: ThreadQuery) {
  return threadOf(db, await requireOwnTicket(db, userId, input.ticket_id), input);
}

/** Appends the member's message; on a closed ticket it opens the ticket again (they still need help). */
export async function addTicketMessage(db: Db, userId: string, input: AddTicketMessageRequest) {
  const ticket = await requireOwnTicket(db, userId, input.ticket_id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ticketMessages)
      .values({ ticketId: ticket._id, authorId: userId, fromStaff: false, message: input.message, status: 'open' })
      .returning();
    if (ticket.status !== 'open') {
      await tx.update(tickets).set({ status: 'open', updatedAt: new Date() }).where(eq(tickets.id, ticket._id));
    }
    return {
      _id: row!.id,
      message: row!.message,
      status: row!.status,
      fromStaff: false,
      createdAt: row!.createdAt,
      author: ticket.ticket_raised_user,
    };
  });
}
