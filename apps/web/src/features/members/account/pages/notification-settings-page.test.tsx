import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL_RULES, type NotificationSettings } from '@souq/contract/members-activity';
import { accountTextsLoader } from '@/i18n/members/account';
import { renderForMembers, startMembersLanguage } from '@/test/members';
import { NotificationSettingsPage } from './notification-settings-page';

const on = { inApp: true, push: true, email: true };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The settings routes as the server answers them: a PUT changes only the pairs it sends. */
function settingsServer() {
  let current: NotificationSettings = {
    settings: {
      follow: { ...on },
      like: { ...on },
      comment: { ...on },
      reply: { ...on },
      mention: { ...on },
      moderation: { ...on },
      saved_search: { ...on },
      price_drop: { ...on },
      favourite_sold: { ...on },
      rating: { ...on },
    },
  };
  const sent: { method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    expect(String(input)).toContain('/api/v1/me/notification-settings');
    if (method === 'PUT') {
      const body = JSON.parse(String(init?.body)) as { settings: Record<string, Record<string, boolean>> };
      sent.push({ method, body });
      const next = structuredClone(current);
      for (const [kind, channels] of Object.entries(body.settings)) Object.assign(next.settings[kind as keyof NotificationSettings['settings']], channels);
      current = next;
    }
    return json(current);
  });
  return sent;
}

function showPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderForMembers(
    <QueryClientProvider client={client}>
      <NotificationSettingsPage />
    </QueryClientProvider>,
  );
}

describe('the notification settings screen', () => {
  beforeEach(async () => {
    await startMembersLanguage('en');
    await accountTextsLoader();
  });
  afterEach(() => vi.restoreAllMocks());

  it('turns one kind off on one channel, sending only that pair, and keeps staff decisions on in the app', async () => {
    const sent = settingsServer();
    showPage();
    const likesInApp = await screen.findByRole('switch', { name: 'Likes on your posts: In the app' });
    expect(likesInApp).toBeChecked();
    await userEvent.click(likesInApp);
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', body: { settings: { like: { inApp: false } } } }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Likes on your posts: In the app' })).not.toBeChecked());
    expect(screen.getByRole('switch', { name: 'Comments on your posts: In the app' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Decisions on your content: In the app' })).toBeNull();
    expect(screen.getByRole('row', { name: /Decisions on your content/ })).toHaveTextContent('Always');
    expect(screen.getByRole('switch', { name: 'Decisions on your content: Push' })).toBeEnabled();
  });

  it('offers no switch where Souq sends nothing: likes by push, follows by e-mail', async () => {
    settingsServer();
    showPage();
    await screen.findByRole('switch', { name: 'Likes on your posts: In the app' });
    expect(screen.queryByRole('switch', { name: 'Likes on your posts: Push' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'New followers: E-mail' })).toBeNull();
    expect(screen.getByRole('row', { name: /Likes on your posts/ })).toHaveTextContent('Not sent this way');
    expect(screen.getByRole('switch', { name: 'New listings for your saved searches: E-mail' })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(
      Object.values(CHANNEL_RULES).flatMap((channels) => Object.values(channels).filter((rule) => rule === 'choice')).length,
    );
  });

  it('reads in Arabic', async () => {
    await startMembersLanguage('ar');
    await accountTextsLoader();
    settingsServer();
    showPage();
    expect(await screen.findByRole('switch', { name: 'الإعجابات بمنشوراتك: في التطبيق' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'إعدادات الإشعارات' })).toBeInTheDocument();
  });
});
