import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import type { ContactForm, Ticket, TicketThread } from '@souq/contract/support';
import { ACCOUNTS } from '../support/accounts';
import { api, apiLogin, consolePageAs, launchBrowser, openRoute, screenshot, type ApiSession } from '../support/browser';

const t = messages.console.support;
const n = messages.console.notifications;
const suffix = Date.now().toString(36);

let browser: Browser;
let admin: ApiSession;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin('admin');
});
afterAll(async () => {
  await browser.close();
});

describe('support desk and notifications', () => {
  it('changes a contact form action straight from the selector', async () => {
    const { body } = await api<{ contactforms: ContactForm[] }>(admin, 'GET', '/api/support/get-contact-forms?page=1&itemsPerPage=10');
    const form = body.contactforms[0];
    if (!form) throw new Error('the demo data has no contact form');
    const next = form.action === 'pending' ? 'completed' : 'pending';
    const { context, page } = await consolePageAs(browser, 'admin');
    await openRoute(page, '/rm-admin/contactform');
    const table = page.getByRole('table', { name: t.contactFormsTitle });
    for (const header of [t.id, t.name, t.email, t.message, t.createdDate, t.action]) {
      await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await screenshot(page, 'support-contact-forms');
    await table.getByLabel(`${t.action} ${form._id}`).selectOption(next);
    await page.getByText(messages.generic.updateSuccess).waitFor();
    await expect
      .poll(async () => {
        const after = await api<{ contactforms: ContactForm[] }>(admin, 'GET', '/api/support/get-contact-forms?page=1&itemsPerPage=10');
        return after.body.contactforms.find((item) => item._id === form._id)?.action;
      })
      .toBe(next);
    await context.close();
  });

  it('replies to a ticket, closes it and opens it again', async () => {
    const { body } = await api<{ tickets: Ticket[] }>(admin, 'GET', '/api/support/get-all-tickets?page=1&itemsPerPage=10&status=open');
    const ticket = body.tickets[0];
    if (!ticket) throw new Error('the demo data has no open ticket');
    const { context, page } = await consolePageAs(browser, 'admin');
    await openRoute(page, '/rm-admin/tickets?status=open');
    const table = page.getByRole('table', { name: t.ticketsTitle });
    await table.getByRole('button', { name: `${t.view} ${ticket.ticket_no}` }).click();
    const detail = page.getByRole('region', { name: `${t.ticketTitle} ${ticket.ticket_no}` });
    await detail.getByText(ticket.description).waitFor();
    const reply = `We are on it ${suffix}`;
    await detail.getByLabel(t.reply).fill(reply);
    await screenshot(page, 'support-ticket');
    await detail.getByRole('button', { name: t.updateReplay }).click();
    await page.getByText(messages.generic.updateSuccess).waitFor();
    await table.waitFor();

    const thread = async () =>
      (await api<TicketThread>(admin, 'GET', `/api/support/get-ticket-messages?ticket_id=${ticket._id}&page=1&itemsPerPage=100`)).body.tickets;
    expect((await thread()).messages.some((message) => message.message === reply && message.fromStaff)).toBe(true);

    await openRoute(page, `/rm-admin/tickets?ticket=${ticket._id}`);
    await detail.getByText(reply).waitFor();
    await detail.getByRole('button', { name: t.closeTicket }).click();
    await table.waitFor();
    expect((await thread()).status).toBe('closed');
    await openRoute(page, `/rm-admin/tickets?ticket=${ticket._id}`);
    await detail.getByRole('button', { name: t.openTicket }).click();
    await table.waitFor();
    expect((await thread()).status).toBe('open');
    await context.close();
  });

  it('sends a notification to everyone and to personal e-mails, and follows the delivery', async () => {
    const { context, page } = await consolePageAs(browser, 'admin');
    await openRoute(page, '/rm-admin/notifications');
    const form = page.getByRole('form', { name: n.pageTitle });
    await form.getByRole('button', { name: n.send }).click();
    for (const text of [messages.notification.titleRequired, messages.notification.descriptionRequired, messages.notification.recipientRequired]) {
      await form.getByText(text).waitFor();
    }
    await screenshot(page, 'notifications-validation');

    await form.getByLabel(n.title, { exact: false }).first().fill(`Sale week ${suffix}`);
    await form.getByRole('textbox', { name: new RegExp(`^${n.description}`) }).fill('Everything half price');
    await form.getByLabel(n.toAll).check();
    await form.getByRole('button', { name: n.send }).click();
    await page.getByText(messages.notification.sent).waitFor();
    const history = page.getByRole('table', { name: n.historyTitle });
    const allRow = history.getByRole('row').filter({ hasText: `Sale week ${suffix}` });
    await allRow.getByText(n.done).waitFor({ timeout: 30_000 });

    await form.getByLabel(n.title, { exact: false }).first().fill(`Just you ${suffix}`);
    await form.getByRole('textbox', { name: new RegExp(`^${n.description}`) }).fill('A personal note');
    await form.getByLabel(n.toPersonal).check();
    await form.getByLabel(n.emails).fill(`${ACCOUNTS.user.email}, nobody-${suffix}@nowhere.test`);
    await form.getByRole('button', { name: n.send }).click();
    await page.getByText(`nobody-${suffix}@nowhere.test`).waitFor();
    const personalRow = history.getByRole('row').filter({ hasText: `Just you ${suffix}` });
    await personalRow.getByText(n.toPersonal).waitFor();
    await personalRow.getByRole('cell', { name: '1', exact: true }).waitFor();
    await screenshot(page, 'notifications-sent');

    const member = await apiLogin('user');
    const inbox = await api<{ notifications: { title: string }[] }>(member, 'GET', '/api/noti/my-notifications?page=1&itemsPerPage=10');
    expect(inbox.body.notifications.map((item) => item.title)).toEqual(expect.arrayContaining([`Just you ${suffix}`, `Sale week ${suffix}`]));
    await context.close();
  });
});
