import { boolean, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const contactFormActionEnum = pgEnum('contact_form_action', ['pending', 'completed']);

export const contactForms = pgTable(
  'contact_forms',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    action: contactFormActionEnum('action').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_forms_created').on(t.createdAt, t.id)],
);

export const ticketStatusEnum = pgEnum('ticket_status', ['open', 'closed']);

export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    /** The human ticket number ('Ticket NO'). */
    ticketNo: integer('ticket_no').generatedAlwaysAsIdentity().notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: ticketStatusEnum('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tickets_created').on(t.createdAt, t.id), index('tickets_status_created').on(t.status, t.createdAt, t.id)],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean('from_staff').notNull().default(false),
    message: text('message').notNull(),
    status: ticketStatusEnum('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_created').on(t.ticketId, t.createdAt, t.id)],
);
