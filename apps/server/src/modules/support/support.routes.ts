import type { FastifyInstance } from 'fastify';
import {
  addContactFormRoute,
  addTicketMessageRoute,
  assignTicketRoute,
  createTicketRoute,
  getMyTicketMessagesRoute,
  getMyTicketsRoute,
  getAllTicketsRoute,
  getContactFormsRoute,
  getTicketMessagesRoute,
  updateContactFormRoute,
  updateTicketRoute,
} from '@souq/contract/support';
import { addRoute } from '../../lib/route';
import { publishAfterCommit } from '../member-events/publish-after-commit';
import { assertVerified } from '../../lib/member-visibility';
import { addContactForm, listContactForms, updateContactForm } from './contact-forms.service';
import { addTicketMessage, assignTicket, createTicket, getMyTicketThread, getTicketThread, listMyTickets, listTickets, updateTicket } from './tickets.service';

export async function supportRoutes(app: FastifyInstance) {
  addRoute(app, getContactFormsRoute, async ({ query }) => listContactForms(app.db, query));
  addRoute(app, updateContactFormRoute, async ({ user, body }) => updateContactForm(app.db, user.id, body));
  addRoute(app, getAllTicketsRoute, async ({ query }) => listTickets(app.db, query));
  addRoute(app, getTicketMessagesRoute, async ({ query }) => getTicketThread(app.db, query));
  addRoute(app, updateTicketRoute, async ({ user, body, request }) => {
    const { answer, notice } = await updateTicket(app.db, user.id, body);
    // After the commit, so the member's thread reloads to find the reply.
    await publishAfterCommit(app, request.log, [notice]);
    return answer;
  });
  addRoute(app, assignTicketRoute, async ({ user, body }) => assignTicket(app.db, user.id, body));
  // The apps' side: every signed-in account, each seeing only its own. Tickets fill the staff's
  // queue, so a member opens them once verified; the contact form stays open to everyone (it is
  // how somebody whose verification mail never came asks for help).
  addRoute(app, addContactFormRoute, async ({ user, body }) => addContactForm(app.db, user.id, body));
  addRoute(app, createTicketRoute, async ({ user, body }) => {
    if (user.role === 'user') await assertVerified(app.db, user.id);
    return createTicket(app.db, user.id, body);
  });
  addRoute(app, getMyTicketsRoute, async ({ user, query }) => listMyTickets(app.db, user.id, query));
  addRoute(app, getMyTicketMessagesRoute, async ({ user, query }) => getMyTicketThread(app.db, user.id, query));
  addRoute(app, addTicketMessageRoute, async ({ user, body }) => {
    if (user.role === 'user') await assertVerified(app.db, user.id);
    return addTicketMessage(app.db, user.id, body);
  });
}
