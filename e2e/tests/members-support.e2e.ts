import { describe, expect, it } from 'vitest';
import { api, waitForRoute } from '../support/browser';
import { demoCategoryOfType, firstDistrictOfKuwait } from '../support/demo-data';
import { listProperty } from '../support/market';
import { direction, openLive, screenshotFromTop as screenshot } from '../support/member-pages';
import { joinAsMember, type Member } from '../support/members';
import { setupSuite, sharedPage } from '../support/suite';

/**
 * The members' notifications inbox, support desk and connection lists on the web: the inbox tells
 * of a new follower, staff send a notification and the member's open inbox shows it live, the
 * navigation counts it on another
 * screen; the member raises a ticket, staff reply from the console's route and the member reads
 * the reply and writes back; the contact form reaches the console's list; followers, following
 * and blocked members with Unblock. English and Arabic, phone and desktop, axe on each screen
 * photographed.
 */

const run = Date.now().toString(36);

const suite = setupSuite({
  signIn: ['admin'],
  seed: async () => {
    const [member, follower, blocked] = await Promise.all([joinAsMember('Salma Support'), joinAsMember('Fahad Follower'), joinAsMember('Bader Blocked')]);
    for (const [who, path] of [
      [follower, `/api/v1/users/${member.id}/follow`],
      [member, `/api/v1/users/${follower.id}/follow`],
      [member, `/api/v1/users/${blocked.id}/block`],
    ] as const) {
      const answer = await api(who, 'POST', path);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    return { member, follower, blocked };
  },
});

async function notify(title: string, description: string, emails = [suite.member.email]): Promise<void> {
  const sent = await api(suite.admin, 'POST', '/api/noti/send-notification', { title, description, emails });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
}

/** A property listing of `seller`'s with one photo, through the members' API: something to chat about. */
async function listAFlat(seller: Member): Promise<string> {
  const where = { property: await demoCategoryOfType(seller, 'property'), district: await firstDistrictOfKuwait(seller) };
  return (await listProperty(seller, where, { title: `Flat near the support desk ${run}`, price: '250', rooms: '2' }))._id;
}

describe('the notifications inbox, on a phone in English', () => {
  const inbox = sharedPage(() => suite.memberPage(suite.member, 'en', true));

  it('tells of the new follower, then shows a notification the moment staff send it', async () => {
    const { page } = inbox;
    await openLive(page, '/#/app/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByTestId('inbox-item').filter({ hasText: 'Fahad Follower started following you' }).waitFor();

    const title = `Eid offers ${run}`;
    await notify(title, 'Half price on featured listings this week.\nعروض العيد');
    const item = page.getByTestId('inbox-item').filter({ hasText: title });
    await item.waitFor({ timeout: 10_000 });
    await expect(item.getAttribute('data-unread')).resolves.toBe('true');
    await expect(page.getByRole('status').filter({ hasText: 'New notification' }).count()).resolves.toBe(1);
    await screenshot(page, 'members-inbox-phone-en');
    // Seen as it arrived: the bell does not count it.
    await expect.poll(() => page.getByTestId('header-notifications').getAttribute('aria-label')).toBe('Notifications');
  });

  it('counts a notification on the navigation while another screen is open, and clears it in the inbox', async () => {
    const { page } = inbox;
    await openLive(page, '/#/app/support');
    await page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
    const bell = page.getByTestId('header-notifications');
    await expect(bell.getAttribute('aria-label')).resolves.toBe('Notifications');

    await notify(`Maintenance tonight ${run}`, 'The app may be slow between 2 and 3 am.');
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 1 new notification');
    await screenshot(page, 'members-badge-phone-en');
    await bell.click();
    await waitForRoute(page, '/app/notifications');
    await page
      .getByTestId('inbox-item')
      .filter({ hasText: `Maintenance tonight ${run}` })
      .waitFor();
    // Left for another page at once, before the read was due: what was shown still counts as seen.
    await page.goto('/robots.txt');
    await expect.poll(async () => (await api(suite.member, 'GET', '/api/v1/notifications')).body).toMatchObject({ unread: 0 });
    await page.goto('/#/app/notifications');
    await page.getByTestId('inbox-item').first().waitFor();
    await expect(page.getByTestId('header-notifications').getAttribute('aria-label')).resolves.toBe('Notifications');
  });

  it('shows Retry, never an empty list, when the inbox cannot load', async () => {
    const { page } = inbox;
    const inboxAddress = (url: URL) => url.pathname === '/api/v1/notifications';
    await page.route(inboxAddress, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' }));
    await page.reload();
    const failure = page.getByRole('alert').filter({ hasText: 'Service unavailable' });
    await failure.waitFor();
    await expect(page.getByRole('heading', { name: 'No notifications yet' }).count()).resolves.toBe(0);
    await screenshot(page, 'members-inbox-error-phone-en');
    await page.unroute(inboxAddress);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await page
      .getByTestId('inbox-item')
      .filter({ hasText: `Eid offers ${run}` })
      .waitFor();
  });

  it('loads older notifications past the first page', async () => {
    const { page } = inbox;
    for (let i = 1; i <= 20; i++) await notify(`Weekly tip ${i} ${run}`, `Tip number ${i}.`);
    await page.reload();
    await page.getByTestId('inbox-item').nth(19).waitFor();
    const end = page.getByText('That is all your notifications');
    // The next page loads as the list's end comes into view, or with the button.
    await page.mouse.wheel(0, 20_000);
    if (!(await end.isVisible()))
      await page
        .getByRole('button', { name: 'Show older notifications' })
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    await end.waitFor();
    // 20 tips, the two messages before and the follower.
    await expect(page.getByTestId('inbox-item').count()).resolves.toBe(23);
    await page
      .getByTestId('inbox-item')
      .filter({ hasText: `Eid offers ${run}` })
      .waitFor();
  });
});

describe('support, on a desktop in English', () => {
  const desk = sharedPage(() => suite.memberPage(suite.member, 'en', false));
  let ticketId: string;
  const ticketTitle = `My listing disappeared ${run}`;
  const description = 'I posted a car yesterday and today it is gone. سيارتي اختفت';

  it('starts with no tickets and leads to raising one or contacting the team', async () => {
    const { page } = desk;
    await page.goto('/#/app/support');
    await page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
    await page.getByRole('heading', { name: 'No tickets yet' }).waitFor();
    const side = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(side.getByRole('link', { name: 'Support' }).getAttribute('aria-current')).resolves.toBe('page');
    await side.getByRole('link', { name: /Notifications/ }).waitFor();
    await screenshot(page, 'members-support-empty-desktop-en');
  });

  it("raises a ticket: the contract's rules first, a refusal keeps what was typed, then the thread opens", async () => {
    const { page } = desk;
    await page.getByRole('link', { name: 'Raise a ticket' }).click();
    await waitForRoute(page, '/app/support/new');
    await page.getByRole('button', { name: 'Raise the ticket' }).click();
    await page.getByText('title is required').waitFor();
    await page.getByText('description is required').waitFor();
    await screenshot(page, 'members-ticket-new-invalid-desktop-en');

    await page.getByRole('textbox', { name: 'Title' }).fill(ticketTitle);
    await page.getByRole('textbox', { name: 'What happened?' }).fill(description);
    await page.route('**/api/support/create-ticket', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: '{"error":"Too many requests, please try again later"}' }),
    );
    await page.getByRole('button', { name: 'Raise the ticket' }).click();
    await page.getByRole('alert').filter({ hasText: 'Too many requests' }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Title' }).inputValue()).resolves.toBe(ticketTitle);
    await expect(page.getByRole('textbox', { name: 'What happened?' }).inputValue()).resolves.toBe(description);
    await page.unroute('**/api/support/create-ticket');

    await page.getByRole('button', { name: 'Raise the ticket' }).click();
    await waitForRoute(page, /^\/app\/support\/tickets\/[^/]+$/);
    ticketId = (await page.evaluate(() => window.location.hash)).split('/').at(-1) ?? '';
    await page.getByRole('heading', { level: 1, name: ticketTitle }).waitFor();
    await page.getByText('No reply yet. The Souq team will answer here.').waitFor();
    await page.getByText(description).waitFor();
    await screenshot(page, 'members-ticket-desktop-en');
  });

  it("shows the staff reply sent from the console's route, and the member writes back", async () => {
    const { page } = desk;
    const reply = `We restored your listing ${run}. Sorry for the trouble.`;
    const answer = await api(suite.admin, 'POST', '/api/support/update-ticket', { ticket_id: ticketId, replay: reply, status: 'closed' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await page.reload();
    const staff = page.getByTestId('staff-reply').filter({ hasText: reply });
    await staff.waitFor();
    // The team's replies are signed "Souq team", with the staff member's name when there is one.
    await staff.getByText(/^Souq team/).waitFor();
    await page.getByText('This ticket is closed. Writing a message opens it again.').waitFor();

    const followUp = 'Thank you, it is back now. شكرًا';
    await page.getByRole('textbox', { name: 'Your message' }).fill(followUp);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('member-message').filter({ hasText: followUp }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Your message was added to the ticket.' }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Your message' }).inputValue()).resolves.toBe('');
    // Writing on a closed ticket opened it again.
    await page.getByText('Open', { exact: true }).waitFor();
    await screenshot(page, 'members-ticket-thread-desktop-en');

    await page.getByRole('link', { name: 'Back to support' }).click();
    const row = page.getByTestId('ticket-row').filter({ hasText: ticketTitle });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Open');
    await screenshot(page, 'members-support-desktop-en');
  });

  it("sends the contact form, which lands in the console's contact forms", async () => {
    const { page } = desk;
    await page.getByRole('link', { name: 'Contact us' }).click();
    await waitForRoute(page, '/app/support/contact');
    await page.getByRole('button', { name: 'Send the message' }).click();
    await page.getByText('message is required').waitFor();
    const text = `Please add a dark mode ${run}. وضع داكن من فضلك`;
    await page.getByRole('textbox', { name: 'Your message' }).fill(text);
    await page.getByRole('button', { name: 'Send the message' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you. Your message reached the Souq team.' }).waitFor();
    await screenshot(page, 'members-contact-sent-desktop-en');

    const forms = await api<{ contactforms: { message: string; user_id: { email: string }; action: string }[] }>(
      suite.admin,
      'GET',
      '/api/support/get-contact-forms?page=1&itemsPerPage=100',
    );
    const form = forms.body.contactforms.find((f) => f.message === text);
    expect(form?.user_id.email).toBe(suite.member.email);
    expect(form?.action).toBe('pending');
  });
});

describe('followers, following and blocked members, on a phone in English', () => {
  const phone = sharedPage(() => suite.memberPage(suite.member, 'en', true));

  it('opens the followers and the following lists from the profile', async () => {
    const { page } = phone;
    await page.goto('/#/app/profile');
    await page.getByRole('link', { name: '1 follower' }).click();
    await waitForRoute(page, '/app/profile/followers');
    await page.getByRole('heading', { level: 1, name: 'Your followers' }).waitFor();
    await page.getByRole('link', { name: /Fahad Follower/ }).waitFor();
    await page.getByText('That is everyone').waitFor();
    await screenshot(page, 'members-followers-phone-en');

    await page.getByRole('link', { name: 'Back to my profile' }).click();
    await page.getByRole('link', { name: 'Following 1 member' }).click();
    await waitForRoute(page, '/app/profile/following');
    await page.getByRole('heading', { level: 1, name: 'Members you follow' }).waitFor();
    await page.getByRole('link', { name: /Fahad Follower/ }).click();
    await waitForRoute(page, `/app/members/${suite.follower.id}`);
  });

  it('unblocks a member from the blocked list', async () => {
    const { page } = phone;
    await page.goto('/#/app/profile');
    await page.getByRole('link', { name: 'Blocked members' }).click();
    await waitForRoute(page, '/app/profile/blocked');
    await page.getByRole('heading', { level: 1, name: 'Blocked members' }).waitFor();
    await page.getByText('Bader Blocked').waitFor();
    await screenshot(page, 'members-blocked-phone-en');
    await page.getByRole('button', { name: 'Unblock Bader Blocked' }).click();
    await page.getByRole('status').filter({ hasText: 'Bader Blocked is unblocked.' }).waitFor();
    await page.getByRole('heading', { name: 'You have not blocked anyone' }).waitFor();
    const list = await api<{ users: unknown[] }>(suite.member, 'GET', '/api/v1/me/blocked');
    expect(list.body.users).toEqual([]);
    await screenshot(page, 'members-blocked-empty-phone-en');
  });
});

describe('the unread messages badge on Chat, on a desktop', () => {
  it('counts a message that arrives on another screen, and clears once the conversation is read', async () => {
    const listingId = await listAFlat(suite.member);
    const { context, page } = await suite.memberPage(suite.member, 'en', false);
    await openLive(page, '/#/app/support');
    const side = page.getByRole('navigation', { name: 'Main navigation' });
    const chat = side.getByRole('link', { name: /^Chat/ });
    await expect(chat.textContent()).resolves.toBe('Chat');

    // The follower writes to the seller about the flat.
    const opened = await api<{ _id: string }>(suite.follower, 'POST', '/api/v1/conversations', { classified_id: listingId });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    for (const body of ['Is the flat still free?', 'I could visit tomorrow.']) {
      const sent = await api(suite.follower, 'POST', `/api/v1/conversations/${opened.body._id}/messages`, { body });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    }
    // The number, and for screen readers what it counts.
    await expect.poll(() => chat.textContent(), { timeout: 10_000 }).toBe('Chat2 unread messages');
    await screenshot(page, 'members-chat-badge-desktop-en');

    await page.goto(`/#/app/chat/${opened.body._id}`);
    await page.getByText('I could visit tomorrow.').waitFor();
    await expect.poll(() => chat.textContent(), { timeout: 10_000 }).toBe('Chat');
    await context.close();
  });
});

describe('in Arabic, right to left', () => {
  it('shows the inbox live on a phone', async () => {
    const { context, page } = await suite.memberPage(suite.member, 'ar', true);
    await openLive(page, '/#/app/notifications');
    await page.getByRole('heading', { level: 1, name: 'الإشعارات' }).waitFor();
    expect(await direction(page)).toBe('rtl');
    const title = `تنبيه الصيانة ${run}`;
    await notify(title, 'سيتوقف التطبيق لبضع دقائق الليلة.');
    await page.getByTestId('inbox-item').filter({ hasText: title }).waitFor({ timeout: 10_000 });
    await expect(page.getByTestId('inbox-item').filter({ hasText: title }).getAttribute('data-unread')).resolves.toBe('true');
    await screenshot(page, 'members-inbox-phone-ar');
    await context.close();
  });

  it('shows the support desk, a ticket and the form messages in Arabic on a desktop', async () => {
    const { context, page } = await suite.memberPage(suite.member, 'ar', false);
    await page.goto('/#/app/support');
    await page.getByRole('heading', { level: 1, name: 'الدعم' }).waitFor();
    expect(await direction(page)).toBe('rtl');
    await page.getByTestId('ticket-row').first().waitFor();
    await screenshot(page, 'members-support-desktop-ar');
    await page.getByTestId('ticket-row').first().click();
    await page.getByTestId('staff-reply').first().waitFor();
    await page
      .getByTestId('staff-reply')
      .first()
      .getByText(/^فريق سوق/)
      .waitFor();
    await screenshot(page, 'members-ticket-thread-desktop-ar');

    await page.goto('/#/app/support/new');
    await page.getByRole('heading', { level: 1, name: 'فتح تذكرة' }).waitFor();
    await page.getByRole('button', { name: 'فتح التذكرة' }).click();
    // The contract's English messages, shown in Arabic.
    await page.getByText('يُرجى كتابة عنوان').waitFor();
    await page.getByText('يُرجى كتابة وصف').waitFor();
    await screenshot(page, 'members-ticket-new-invalid-desktop-ar');

    await page.goto('/#/app/support/contact');
    await page.getByRole('heading', { level: 1, name: 'اتصل بنا' }).waitFor();
    await screenshot(page, 'members-contact-desktop-ar');
    await context.close();
    // Four screens with axe on each: longer than one test's usual minute on a shared machine.
  }, 150_000);

  it('shows the support desk and the connection lists on a phone', async () => {
    const { context, page } = await suite.memberPage(suite.member, 'ar', true);
    await page.goto('/#/app/support');
    await page.getByTestId('ticket-row').first().waitFor();
    expect(await direction(page)).toBe('rtl');
    await screenshot(page, 'members-support-phone-ar');
    await page.goto('/#/app/profile/followers');
    await page.getByRole('heading', { level: 1, name: 'متابعوك' }).waitFor();
    await page.getByRole('link', { name: /Fahad Follower/ }).waitFor();
    await screenshot(page, 'members-followers-phone-ar');
    await page.goto('/#/app/profile/blocked');
    await page.getByRole('heading', { name: 'لم تحظر أحدًا' }).waitFor();
    await screenshot(page, 'members-blocked-empty-phone-ar');
    await context.close();
  });
});
