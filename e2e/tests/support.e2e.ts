import { describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import type { NotificationSummary } from '@souq/contract/notifications';
import type { ContactForm, Ticket, TicketThread } from '@souq/contract/support';
import { ACCOUNTS } from '../support/accounts';
import { api, apiLogin, openRoute, screenshot, waitForRoute } from '../support/browser';
import { setupSuite } from '../support/suite';

const t = messages.console.support;
const n = messages.console.notifications;
const suffix = Date.now().toString(36);

const suite = setupSuite({ signIn: ['admin', 'user'] });
const member = () => suite.session('user');

async function contactForm(id: string) {
  const { body } = await api<{ contactforms: ContactForm[] }>(suite.admin, 'GET', '/api/support/get-contact-forms?page=1&itemsPerPage=100');
  return body.contactforms.find((form) => form._id === id);
}

describe('contact forms', () => {
  it('lists what a member sent from the app and changes its action straight from the selector', async () => {
    const message = `My order never arrived ${suffix}`;
    const sent = await api<ContactForm>(member(), 'POST', '/api/support/add-contact-form', { message });
    expect(sent.status).toBe(201);
    const form = sent.body;

    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/contactform');
    const table = page.getByRole('table', { name: t.contactFormsTitle });
    for (const header of [t.id, t.name, t.email, t.message, t.createdDate, t.action]) {
      await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    const row = table.getByRole('row').filter({ hasText: message });
    await row.getByText(ACCOUNTS.user.name, { exact: true }).waitFor();
    await row.getByText(ACCOUNTS.user.email, { exact: true }).waitFor();
    // German date format (dd.mm.yyyy).
    await row.getByText(/^\d{2}\.\d{2}\.\d{4}$/).waitFor();
    const selector = row.getByLabel(`${t.action} ${form._id}`);
    await expect(selector.inputValue()).resolves.toBe('pending');
    await screenshot(page, 'support-contact-forms');

    await selector.selectOption('completed');
    await page.getByRole('status').filter({ hasText: messages.generic.updateSuccess }).waitFor();
    await expect.poll(async () => (await contactForm(form._id))?.action).toBe('completed');
    await page.reload();
    await expect(table.getByLabel(`${t.action} ${form._id}`).inputValue()).resolves.toBe('completed');

    // The status filter: the completed form is among the completed ones, and leaves them once pending again.
    const filter = page.getByRole('combobox', { name: t.action, exact: true });
    await filter.selectOption('completed');
    await expect.poll(() => page.evaluate(() => window.location.hash)).toContain('action=completed');
    await table.getByLabel(`${t.action} ${form._id}`).waitFor();
    const completed = await api<{ total: number }>(suite.admin, 'GET', '/api/support/get-contact-forms?action=completed&withTotal=true');
    await expect.poll(() => page.getByTestId('list-range').innerText()).toMatch(new RegExp(` ${completed.body.total}$`));

    await table.getByLabel(`${t.action} ${form._id}`).selectOption('pending');
    await expect.poll(async () => (await contactForm(form._id))?.action).toBe('pending');
    await expect.poll(() => table.getByLabel(`${t.action} ${form._id}`).count()).toBe(0);
    await context.close();
  });
});

describe('tickets', () => {
  it('replies to a ticket raised from the app, then closes and reopens it', async () => {
    const title = `Cannot upload photos ${suffix}`;
    const description = 'Every photo upload stops at 90 percent.';
    const raised = await api<Ticket>(member(), 'POST', '/api/support/create-ticket', { title, description });
    expect(raised.status).toBe(201);
    const ticket = raised.body;
    const followUp = `Tried again on Wi-Fi ${suffix}`;
    expect((await api(member(), 'POST', '/api/support/add-ticket-message', { ticket_id: ticket._id, message: followUp })).status).toBe(201);
    const memberThread = async () =>
      (await api<TicketThread>(member(), 'GET', `/api/support/get-my-ticket-messages?ticket_id=${ticket._id}&itemsPerPage=100`)).body.tickets;

    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/tickets?status=open');
    const table = page.getByRole('table', { name: t.ticketsTitle });
    for (const header of [t.ticketNo, t.user, t.title, t.status, t.date, t.action]) {
      await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    const row = table.getByRole('row').filter({ hasText: title });
    await row.getByText(ACCOUNTS.user.name, { exact: true }).waitFor();
    await row.getByText(t.open, { exact: true }).waitFor();
    await screenshot(page, 'support-tickets');

    await row.getByRole('button', { name: `${t.view} ${ticket.ticket_no}` }).click();
    const detail = page.getByRole('region', { name: `${t.ticketTitle} ${ticket.ticket_no}` });
    await detail.getByText(description).waitFor();
    await detail.getByText(title).waitFor();
    await detail.getByText(followUp).waitFor();
    await detail.getByText(ACCOUNTS.user.name).first().waitFor();
    await expect(detail.getByRole('button', { name: t.openTicket }).count()).resolves.toBe(0);

    // Nothing typed and the status unchanged: refused here, nothing sent.
    await detail.getByRole('button', { name: t.updateReplay }).click();
    await detail.getByText(messages.support.replyOrStatusRequired).waitFor();

    // The first admin comes from ADMIN_EMAIL; its name is whatever the server gave it.
    const adminName = String(suite.admin.body.name);
    await detail.getByRole('button', { name: t.assignToMe }).click();
    await detail.getByText(adminName, { exact: true }).waitFor();
    await expect(detail.getByRole('button', { name: t.assignToMe }).count()).resolves.toBe(0);

    const reply = `We are looking into it ${suffix}`;
    await detail.getByLabel(t.reply).fill(reply);
    await screenshot(page, 'support-ticket-detail');
    await detail.getByRole('button', { name: t.updateReplay }).click();
    // After a successful save the detail closes and the list says so.
    await table.waitFor();
    await page.getByRole('status').filter({ hasText: messages.generic.updateSuccess }).waitFor();
    let seen = await memberThread();
    expect(seen.status).toBe('open');
    expect(seen.manager?.name).toBe(adminName);
    expect(seen.messages.map((m) => [m.message, m.fromStaff])).toEqual([
      [followUp, false],
      [reply, true],
    ]);

    await openRoute(page, `/rm-admin/tickets?status=open&ticket=${ticket._id}`);
    await detail.getByText(reply).waitFor();
    await detail.getByRole('button', { name: t.closeTicket }).click();
    await table.waitFor();
    expect((await memberThread()).status).toBe('closed');
    // It left the open filter and shows under closed.
    await expect(table.getByRole('row').filter({ hasText: title }).count()).resolves.toBe(0);
    await page.getByLabel(t.statusFilter).selectOption('closed');
    await waitForRoute(page, '/rm-admin/tickets');
    await table.getByRole('row').filter({ hasText: title }).getByText(t.closed, { exact: true }).waitFor();

    await table.getByRole('button', { name: `${t.view} ${ticket.ticket_no}` }).click();
    await expect(detail.getByRole('button', { name: t.closeTicket }).count()).resolves.toBe(0);
    await detail.getByRole('button', { name: t.openTicket }).click();
    await table.waitFor();
    seen = await memberThread();
    expect(seen.status).toBe('open');
    // Status changes without a reply add no message.
    expect(seen.messages).toHaveLength(2);

    // back leaves the detail without saving anything.
    await openRoute(page, `/rm-admin/tickets?ticket=${ticket._id}`);
    await detail.getByRole('button', { name: t.back }).click();
    await table.waitFor();
    expect((await memberThread()).status).toBe('open');
    await context.close();

    // The detail on a phone: the facts stack and the buttons wrap instead of overflowing.
    const phone = await suite.consolePage('admin', { mobile: true });
    await openRoute(phone.page, `/rm-admin/tickets?ticket=${ticket._id}`);
    const phoneDetail = phone.page.getByRole('region', { name: `${t.ticketTitle} ${ticket.ticket_no}` });
    await phoneDetail.getByText(reply).waitFor();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'support-ticket-detail-mobile');
    await phone.context.close();
  });
});

describe('push notifications', () => {
  it('validates, sends to everyone and to personal e-mails, and follows the delivery to the end', async () => {
    // A device for the member, so the outbox has a push to work through (skipped: no FCM here).
    const device = await api(member(), 'POST', '/api/noti/register-device', { token: `e2e-device-${suffix}`, platform: 'android' });
    expect(device.status).toBe(200);

    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/notifications');
    const form = page.getByRole('form', { name: n.pageTitle });
    let sends = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/noti/send-notification')) sends += 1;
    });
    await form.getByRole('button', { name: n.send }).click();
    for (const text of [messages.notification.titleRequired, messages.notification.descriptionRequired, messages.notification.recipientRequired]) {
      await form.getByText(text).waitFor();
    }
    expect(sends).toBe(0);
    await screenshot(page, 'notifications-validation');

    const title = form.getByRole('textbox', { name: n.title, exact: false }).first();
    const description = form.getByRole('textbox', { name: n.description, exact: false });
    await title.fill(`Sale week ${suffix}`);
    await description.fill('Everything half price');
    await form.getByLabel(n.toAll).check();
    await form.getByRole('button', { name: n.send }).click();
    await page.getByRole('status').filter({ hasText: messages.notification.sent }).waitFor();
    await expect(title.inputValue()).resolves.toBe('');
    const history = page.getByRole('table', { name: n.historyTitle });
    const allRow = history.getByRole('row').filter({ hasText: `Sale week ${suffix}` });
    await allRow.getByText(n.toAll, { exact: true }).waitFor();
    // The outbox worker fans out in the background; the page follows it until it is done.
    await allRow.getByText(n.delivered, { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText(n.pushOff).waitFor();
    const sentAll = await api<{ notifications: NotificationSummary[] }>(suite.admin, 'GET', '/api/noti/get-notifications?page=1&itemsPerPage=10');
    const summary = sentAll.body.notifications.find((row) => row.title === `Sale week ${suffix}`);
    expect(summary).toMatchObject({ audience: 'all', complete: true, pushConfigured: false, progress: { queued: 0 } });
    expect(summary?.progress.skipped).toBeGreaterThanOrEqual(1);
    await allRow.getByText(`${summary?.progress.skipped} ${n.skipped}`, { exact: false }).first().waitFor();

    await title.fill(`Just you ${suffix}`);
    await description.fill('A personal note');
    await form.getByLabel(n.toPersonal).check();
    const emails = form.getByLabel(n.emails);
    await emails.fill('not-an-address');
    await form.getByRole('button', { name: n.send }).click();
    await form.getByText(messages.notification.emailInvalid).waitFor();
    await emails.fill(`${ACCOUNTS.user.email}, nobody-${suffix}@nowhere.test`);
    await form.getByRole('button', { name: n.send }).click();
    await page.getByText(`nobody-${suffix}@nowhere.test`).waitFor();
    const personalRow = history.getByRole('row').filter({ hasText: `Just you ${suffix}` });
    await personalRow.getByText(n.toPersonal, { exact: true }).waitFor();
    await personalRow.getByRole('cell', { name: '1', exact: true }).waitFor();
    await personalRow.getByText(n.delivered, { exact: true }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'notifications-sent');

    const inbox = await api<{ notifications: { title: string }[] }>(member(), 'GET', '/api/noti/my-notifications?page=1&itemsPerPage=10');
    expect(inbox.body.notifications.map((item) => item.title)).toEqual(expect.arrayContaining([`Just you ${suffix}`, `Sale week ${suffix}`]));
    const other = await apiLogin('dataentry');
    const otherInbox = await api<{ notifications: { title: string }[] }>(other, 'GET', '/api/noti/my-notifications?page=1&itemsPerPage=10');
    expect(otherInbox.body.notifications.map((item) => item.title)).not.toContain(`Just you ${suffix}`);
    expect(sends).toBe(2);
    await context.close();
  });
});
