import crypto from 'node:crypto';
import { contactForms, ticketMessages, tickets } from '../db/schema/support';
import { chance, insertRows, int, phrase, pick, type Member, type SeedContext } from './context';
import { CONTACT_MESSAGES, FOLLOW_UPS, TICKET_SCENARIOS } from './datasets/support-text';

const MINUTE = 60_000;

/** Older messages are more likely handled. */
export async function seedContactForms(ctx: SeedContext, count: number, members: readonly Member[]): Promise<void> {
  if (members.length === 0) return;
  const rows: (typeof contactForms.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const sender = pick(ctx, members);
    const createdAt = i === 0 ? ctx.clock.today() : ctx.clock.after(sender.createdAt);
    const ageDays = (ctx.clock.now - createdAt.getTime()) / (1440 * MINUTE);
    rows.push({
      userId: sender.id,
      message: phrase(ctx, CONTACT_MESSAGES, sender.language),
      action: i !== 0 && chance(ctx, ageDays > 14 ? 0.8 : 0.25) ? 'completed' : 'pending',
      createdAt,
    });
  }
  await insertRows(ctx.tx, contactForms, rows);
}

/**
 * Tickets with their threads: the user writes first, staff answer (as `staffId` when an admin
 * exists). A closed ticket ends with the staff reply that closed it; an open one may await an
 * answer. The first ticket's thread runs past one page of messages.
 */
export async function seedTickets(ctx: SeedContext, count: number, members: readonly Member[], staffId: string | null): Promise<void> {
  if (members.length === 0) return;
  const ticketRows: (typeof tickets.$inferInsert)[] = [];
  const messageRows: (typeof ticketMessages.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const user = pick(ctx, members);
    const scenario = pick(ctx, TICKET_SCENARIOS[user.language]);
    const closed = i !== 0 && chance(ctx, 0.4);
    let turns = [...scenario.turns];
    if (i === 0) {
      // Alternating follow-ups keep the user/staff rhythm: the bank lists them user, staff, user, staff.
      while (turns.length < 14) turns.push(FOLLOW_UPS[user.language][turns.length % FOLLOW_UPS[user.language].length]!);
    } else if (!closed) {
      turns = turns.slice(0, int(ctx, 1, turns.length));
    }
    const id = crypto.randomUUID();
    const createdAt = i === 0 ? ctx.clock.today() : ctx.clock.after(user.createdAt);
    let at = createdAt.getTime();
    turns.forEach((message, turn) => {
      at = Math.min(ctx.clock.now, at + int(ctx, 5, i === 0 ? 20 : 1440) * MINUTE);
      const fromStaff = turn % 2 === 1;
      messageRows.push({
        ticketId: id,
        authorId: fromStaff ? staffId : user.id,
        fromStaff,
        message,
        status: closed && turn === turns.length - 1 ? 'closed' : 'open',
        createdAt: new Date(at),
      });
    });
    ticketRows.push({
      id,
      userId: user.id,
      managerId: turns.length > 1 ? staffId : null,
      title: scenario.title,
      description: scenario.description,
      status: closed ? 'closed' : 'open',
      createdAt,
      updatedAt: new Date(at),
    });
  }
  await insertRows(ctx.tx, tickets, ticketRows);
  await insertRows(ctx.tx, ticketMessages, messageRows);
}
