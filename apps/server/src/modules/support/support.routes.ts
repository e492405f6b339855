import type { FastifyInstance } from 'fastify';
import {
  assignTicketRoute,
  getAllTicketsRoute,
  getContactFormsRoute,
  getTicketMessagesRoute,
  updateContactFormRoute,
  updateTicketRoute,
} from '@souq/contract/support';
import { addRoute } from '../../lib/route';
import { listContactForms, updateContactForm } from './contact-forms.service';
import { assignTicket, getTicketThread, listTickets, updateTicket } from './tickets.service';

export async function supportRoutes(app: FastifyInstance) {
  addRoute(app, getContactFormsRoute, async ({ query }) => listContactForms(app.db, query));
  addRoute(app, updateContactFormRoute, async ({ user, body }) => updateContactForm(app.db, user.id, body));
  addRoute(app, getAllTicketsRoute, async ({ query }) => listTickets(app.db, query));
  addRoute(app, getTicketMessagesRoute, async ({ query }) => getTicketThread(app.db, query));
  addRoute(app, updateTicketRoute, async ({ user, body }) => updateTicket(app.db, user.id, body));
  addRoute(app, assignTicketRoute, async ({ user, body }) => assignTicket(app.db, user.id, body));
}
