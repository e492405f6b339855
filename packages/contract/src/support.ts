import { z } from 'zod';
import { CONTACT_FORM_ACTIONS, ROLES, TICKET_MESSAGES_PAGE, TICKET_STATUSES } from './constants';
import { defineRoute } from './route';
import { messages } from './messages';
import { optionalId, requiredId, ZDateTime, ZPageQuery, ZPersonRef } from './common';
import { sortParam, ZListTotal, ZSortOrder, ZWithTotal } from './list-query';

const s = messages.support;

const ZTicketStatus = z.enum(TICKET_STATUSES, { error: s.statusInvalid });

export const ZContactForm = z.object({
  _id: z.string(),
  user_id: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  message: z.string(),
  createdAt: ZDateTime,
  action: z.enum(CONTACT_FORM_ACTIONS),
});
export type ContactForm = z.infer<typeof ZContactForm>;

export const ZContactFormList = z.object({ contactforms: z.array(ZContactForm), isNext: z.boolean(), ...ZListTotal });

/** the console's status filter and count (both optional: the spec's call sends neither). */
export const ZContactFormListQuery = ZPageQuery.extend({
  // The console's "all" choice arrives as an empty value.
  action: z
    .enum([...CONTACT_FORM_ACTIONS, ''], { error: s.actionInvalid })
    .optional()
    .transform((v) => (v ? v : undefined)),
  withTotal: ZWithTotal,
});
export type ContactFormListQuery = z.infer<typeof ZContactFormListQuery>;

export const ZUpdateContactFormRequest = z.object({
  contactform_id: requiredId(s.contactFormRequired),
  action: z.enum(CONTACT_FORM_ACTIONS, { error: s.actionInvalid }),
});
export type UpdateContactFormRequest = z.infer<typeof ZUpdateContactFormRequest>;

export const ZTicket = z.object({
  _id: z.string(),
  ticket_no: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.enum(TICKET_STATUSES),
  createdAt: ZDateTime,
  ticket_raised_user: ZPersonRef,
  manager: ZPersonRef.nullable(),
});
export type Ticket = z.infer<typeof ZTicket>;

/** The columns the tickets list sorts by: date, ticket number, title, status. */
export const TICKET_LIST_SORTS = ['createdAt', 'ticketNo', 'title', 'status'] as const;

export const ZTicketListQuery = ZPageQuery.extend({
  // The console's "all" choice arrives as an empty value.
  status: z
    .enum([...TICKET_STATUSES, ''], { error: s.statusInvalid })
    .optional()
    .transform((v) => (v ? v : undefined)),
  // the console's sort, assignee filter and count (all optional; newest first without a sort).
  sort: sortParam(TICKET_LIST_SORTS),
  order: ZSortOrder,
  /** Only the tickets this staff member manages. */
  manager_id: optionalId,
  withTotal: ZWithTotal,
});
export type TicketListQuery = z.infer<typeof ZTicketListQuery>;
export const ZTicketList = z.object({ tickets: z.array(ZTicket), isNext: z.boolean(), ...ZListTotal });

/** One entry of a ticket's thread: the user's messages and the staff replies. */
export const ZTicketMessage = z.object({
  _id: z.string(),
  message: z.string(),
  status: z.enum(TICKET_STATUSES),
  fromStaff: z.boolean(),
  createdAt: ZDateTime,
  author: ZPersonRef.nullable(),
});
export type TicketMessage = z.infer<typeof ZTicketMessage>;

export const ZTicketMessagesQuery = ZPageQuery.extend({
  ticket_id: requiredId(s.ticketRequired),
  page: ZPageQuery.shape.page.unwrap().default(TICKET_MESSAGES_PAGE.page),
  itemsPerPage: ZPageQuery.shape.itemsPerPage.unwrap().default(TICKET_MESSAGES_PAGE.itemsPerPage),
});
/** The ticket with one page of its thread, oldest first (the spec names it `tickets`). */
export const ZTicketThread = z.object({
  tickets: ZTicket.extend({ messages: z.array(ZTicketMessage) }),
  isNext: z.boolean(),
});
export type TicketThread = z.infer<typeof ZTicketThread>;

export const ZUpdateTicketRequest = z.object({
  ticket_id: requiredId(s.ticketRequired),
  // (sic) `replay` is the field name the apps send.
  replay: z.string({ error: s.replyOrStatusRequired }).trim().max(5000, s.replyTooLong).default(''),
  status: ZTicketStatus,
});
export type UpdateTicketRequest = z.infer<typeof ZUpdateTicketRequest>;
export const ZUpdateTicketResponse = z.object({ replay: z.string(), status: z.enum(TICKET_STATUSES) });

export const ZAssignTicketRequest = z.object({
  ticket_id: requiredId(s.ticketRequired),
  manager_id: requiredId(s.managerRequired),
});
export type AssignTicketRequest = z.infer<typeof ZAssignTicketRequest>;

/** Text a member types: a contact message, a ticket description or a follow-up. */
const memberText = (required: string) => z.string({ error: required }).trim().min(1, required).max(5000, s.messageTooLong);

/** The apps' contact form: the sender is the caller. */
export const ZAddContactFormRequest = z.object({ message: memberText(s.messageRequired) });
export type AddContactFormRequest = z.infer<typeof ZAddContactFormRequest>;

/** The apps raise a ticket; it starts open and unassigned. */
export const ZCreateTicketRequest = z.object({
  title: z.string({ error: s.titleRequired }).trim().min(1, s.titleRequired).max(200, s.titleTooLong),
  description: memberText(s.descriptionRequired),
});
export type CreateTicketRequest = z.infer<typeof ZCreateTicketRequest>;

/** A member's follow-up on their own ticket; writing on a closed ticket opens it again. */
export const ZAddTicketMessageRequest = z.object({
  ticket_id: requiredId(s.ticketRequired),
  message: memberText(s.messageRequired),
});
export type AddTicketMessageRequest = z.infer<typeof ZAddTicketMessageRequest>;

const tag = 'support';

export const getContactFormsRoute = defineRoute({
  method: 'GET',
  path: '/api/support/get-contact-forms',
  access: ['admin'],
  tag,
  summary: 'Contact forms sent by users, newest first, 10 a page, optionally only pending or completed ones',
  query: ZContactFormListQuery,
  response: ZContactFormList,
});

export const updateContactFormRoute = defineRoute({
  method: 'POST',
  path: '/api/support/update-contact-form',
  access: ['admin'],
  tag,
  summary: "Set a contact form's action to pending or completed",
  body: ZUpdateContactFormRequest,
  response: ZContactForm,
});

export const getAllTicketsRoute = defineRoute({
  method: 'GET',
  path: '/api/support/get-all-tickets',
  access: ['admin'],
  tag,
  summary: 'Support tickets, newest first, 10 a page, optionally only open or closed ones',
  query: ZTicketListQuery,
  response: ZTicketList,
});

export const getTicketMessagesRoute = defineRoute({
  method: 'GET',
  path: '/api/support/get-ticket-messages',
  access: ['admin'],
  tag,
  summary: 'A ticket with a page of its message thread, oldest first',
  query: ZTicketMessagesQuery,
  response: ZTicketThread,
});

export const updateTicketRoute = defineRoute({
  method: 'POST',
  path: '/api/support/update-ticket',
  access: ['admin'],
  tag,
  summary: 'Reply to a ticket as staff and/or open or close it',
  body: ZUpdateTicketRequest,
  response: ZUpdateTicketResponse,
});

export const assignTicketRoute = defineRoute({
  method: 'POST',
  path: '/api/support/assign-ticket',
  access: ['admin'],
  tag,
  summary: 'Assign a ticket to a staff member',
  body: ZAssignTicketRequest,
  response: ZTicket,
});

// The apps' side of the desk: any signed-in account, and only its own forms and tickets.

export const addContactFormRoute = defineRoute({
  method: 'POST',
  path: '/api/support/add-contact-form',
  access: ROLES,
  budget: 'contact-forms',
  tag,
  summary: 'Send a contact form as the caller; staff see it in the console as pending',
  body: ZAddContactFormRequest,
  response: ZContactForm,
  status: 201,
});

export const createTicketRoute = defineRoute({
  method: 'POST',
  path: '/api/support/create-ticket',
  access: ROLES,
  budget: 'tickets',
  tag,
  summary: 'Raise a support ticket as the caller; it starts open',
  body: ZCreateTicketRequest,
  response: ZTicket,
  status: 201,
});

export const getMyTicketsRoute = defineRoute({
  method: 'GET',
  path: '/api/support/get-my-tickets',
  access: ROLES,
  tag,
  summary: "The caller's own tickets, newest first",
  query: ZPageQuery,
  response: ZTicketList,
});

export const getMyTicketMessagesRoute = defineRoute({
  method: 'GET',
  path: '/api/support/get-my-ticket-messages',
  access: ROLES,
  tag,
  summary: "One of the caller's tickets with a page of its thread (staff replies included), oldest first",
  query: ZTicketMessagesQuery,
  response: ZTicketThread,
});

export const addTicketMessageRoute = defineRoute({
  method: 'POST',
  path: '/api/support/add-ticket-message',
  access: ROLES,
  budget: 'ticket-messages',
  tag,
  summary: "Add a message to one of the caller's tickets; a closed ticket opens again",
  body: ZAddTicketMessageRequest,
  response: ZTicketMessage,
  status: 201,
});
